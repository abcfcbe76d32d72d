import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteProductResponse } from '@/contract/product-catalogue';
import { api } from '@/web/lib/api';
import { forgetProductAnswers } from './forget-product-answers';

export function deleteProduct(productId: string): Promise<DeleteProductResponse> {
  return api.post('/api/products/delete', { productId });
}

/** Removes a product from the catalogue (admins only), with its reviews and former slugs. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => forgetProductAnswers(queryClient) });
}
