import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeResponse, NewDiscountCodeRequest } from '@/contract/discount-codes';
import { api } from '@/web/lib/api';
import { discountCodeQueryKeys } from './discount-code-query-keys';

export function createDiscountCode(request: NewDiscountCodeRequest): Promise<DiscountCodeResponse> {
  return api.post('/api/orders/discount-codes/new', request);
}

/** Adds a discount code (admins only); the list asks again. */
export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeQueryKeys.list }),
  });
}
