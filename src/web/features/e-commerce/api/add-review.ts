import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewProductReviewRequest } from '@/contract/product-catalogue';
import type { ProductResponse } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { api } from '@/web/lib/api';
import { productQueryKeys } from './product-query-keys';

export function addReview(review: NewProductReviewRequest): Promise<ProductResponse> {
  return api.post('/api/products/reviews/new', review);
}

/** Posts the reader's review; the answer (the whole product) replaces the shown one. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (data) => {
      queryClient.setQueryData(productQueryKeys.product(toSlug(data.product.name)), data);
      // The grid shows ratings.
      void queryClient.invalidateQueries({ queryKey: ['products', 'search'] });
    },
  });
}
