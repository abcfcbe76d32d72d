import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse, OrdersResponse } from '@/contract/orders';
import { api } from '@/web/lib/api';
import { ApiRequestError } from '@/web/lib/http-client';
import { orderQueryKeys } from './order-query-keys';

export function getOrder(id: string): Promise<OrderResponse> {
  return api.get('/api/orders/order', { id });
}

/** The API answers 404 for an order that is not the caller's, as for one that does not exist. */
export const isOrderNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * One of the buyer's orders by id (none without an id). While it loads, the copy in the order list shows,
 * so switching between orders is instant; an unknown id is not retried.
 */
export function useOrder(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: orderQueryKeys.order(id ?? ''),
    queryFn: () => getOrder(id!),
    enabled: Boolean(id),
    select: (data) => data.order,
    placeholderData: () => {
      const order = queryClient
        .getQueryData<OrdersResponse>(orderQueryKeys.list)
        ?.orders.find((candidate) => candidate.id === id);
      return order ? { order } : undefined;
    },
    retry: (count, error) => !isOrderNotFound(error) && count < 1,
  });
}
