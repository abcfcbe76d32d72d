import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewProductInput } from '@/contract/product-catalogue';
import type { ProductResponse } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { api } from '@/web/lib/api';
import { forgetProductAnswers } from './forget-product-answers';
import { productQueryKeys } from './product-query-keys';

export function createProduct(product: NewProductInput): Promise<ProductResponse> {
  return api.post('/api/products/new', product);
}

/** Adds a product (admins only); its page then opens from the answer, and the shop asks again. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (data) => {
      await forgetProductAnswers(queryClient);
      queryClient.setQueryData(productQueryKeys.product(toSlug(data.product.name)), data);
    },
  });
}
