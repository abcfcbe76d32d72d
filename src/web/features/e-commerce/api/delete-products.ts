import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteProductsResponse } from '@/contract/product-catalogue';
import { api } from '@/web/lib/api';
import { productQueryKeys } from './product-query-keys';

export function deleteProducts(productIds: string[]): Promise<DeleteProductsResponse> {
  return api.post('/api/products/delete-many', { productIds });
}

/**
 * Deletes products (all or none). Every product answer off screen is dropped, so the shop and the product pages
 * load afresh; the list on screen asks again.
 */
export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducts,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: productQueryKeys.all, type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: productQueryKeys.lists });
    },
  });
}
