import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeResponse, UpdateDiscountCodeRequest } from '@/contract/discount-codes';
import { api } from '@/web/lib/api';
import { discountCodeQueryKeys } from './discount-code-query-keys';

export function updateDiscountCode(request: UpdateDiscountCodeRequest): Promise<DiscountCodeResponse> {
  return api.post('/api/orders/discount-codes/update', request);
}

/** Changes what a code takes off and its expiry (admins only); the list asks again. */
export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeQueryKeys.list }),
  });
}
