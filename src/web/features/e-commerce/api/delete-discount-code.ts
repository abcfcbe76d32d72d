import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteDiscountCodeResponse } from '@/contract/discount-codes';
import { api } from '@/web/lib/api';
import { discountCodeQueryKeys } from './discount-code-query-keys';

export function deleteDiscountCode(code: string): Promise<DeleteDiscountCodeResponse> {
  return api.post('/api/orders/discount-codes/delete', { code });
}

/** Removes a discount code (admins only): checkout refuses it from then on. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeQueryKeys.list }),
  });
}
