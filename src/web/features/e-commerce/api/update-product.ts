import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewProductInput } from '@/contract/product-catalogue';
import type { ProductResponse } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { api } from '@/web/lib/api';
import { forgetProductAnswers } from './forget-product-answers';
import { productQueryKeys } from './product-query-keys';

export function updateProduct(product: NewProductInput & { productId: string }): Promise<ProductResponse> {
  return api.post('/api/products/update', product);
}

/** Saves an edited product (admins only); the answer is the product as it now is, under its (maybe new) slug. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async (data) => {
      await forgetProductAnswers(queryClient);
      queryClient.setQueryData(productQueryKeys.product(toSlug(data.product.name)), data);
    },
  });
}
