import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CartItem } from '@/contract/cart';
import { toSlug } from '@/contract/slug';
import { getProduct } from './get-product';
import { productQueryKeys } from './product-query-keys';

/**
 * The units in stock now of each product of the cart, by product id (after the server refused an order for
 * want of stock, so the cart can show which line is short). A product that cannot be loaded is left out.
 */
export function useFetchCartStock() {
  const queryClient = useQueryClient();
  return useCallback(
    async (cart: readonly CartItem[]): Promise<Record<string, number>> => {
      const products = [...new Map(cart.map((line) => [line.productId, line])).values()];
      const answers = await Promise.allSettled(
        products.map((line) =>
          queryClient.fetchQuery({
            queryKey: productQueryKeys.product(toSlug(line.name)),
            queryFn: () => getProduct(toSlug(line.name)),
            staleTime: 0,
          }),
        ),
      );
      const stock: Record<string, number> = {};
      for (const answer of answers)
        if (answer.status === 'fulfilled') stock[answer.value.product.id] = answer.value.product.available;
      return stock;
    },
    [queryClient],
  );
}
