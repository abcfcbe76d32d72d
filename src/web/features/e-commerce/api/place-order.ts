import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewOrderRequest, OrderResponse } from '@/contract/orders';
import { api } from '@/web/lib/api';
import { notificationsQueryKey } from '@/web/lib/shared-query-keys';
import { addressBookQueryKey } from '@/web/lib/address-book';
import { orderQueryKeys } from './order-query-keys';
import { productQueryKeys } from './product-query-keys';

export function placeOrder(request: NewOrderRequest): Promise<OrderResponse> {
  return api.post('/api/orders/new', request);
}

/**
 * Places the order. The stock changed, a new address may have joined the address book, the buyer has one more
 * order and an `order_placed` notification: all of them load afresh.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: addressBookQueryKey });
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
