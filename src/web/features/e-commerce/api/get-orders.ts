import { useQuery } from '@tanstack/react-query';
import type { OrdersResponse } from '@/contract/orders';
import { api } from '@/web/lib/api';
import { orderQueryKeys } from './order-query-keys';

export function getOrders(): Promise<OrdersResponse> {
  return api.get('/api/orders');
}

/** The buyer's orders, newest first; fetched afresh each time a screen shows them (an order may just have been placed). */
export function useOrders() {
  return useQuery({
    queryKey: orderQueryKeys.list,
    queryFn: getOrders,
    select: (data) => data.orders,
    staleTime: 0,
  });
}
