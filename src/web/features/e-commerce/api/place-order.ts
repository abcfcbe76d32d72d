import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewOrderRequest, OrderResponse } from '@/contract/orders';
import { api } from '@/web/lib/api';
import { addressBookQueryKey } from './address-book';
import { productQueryKeys } from './product-query-keys';

export function placeOrder(request: NewOrderRequest): Promise<OrderResponse> {
  return api.post('/api/orders/new', request);
}

/** Places the order; the stock changed and a new address joined the address book, so both load afresh. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: addressBookQueryKey });
    },
  });
}
