import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toSlug } from '@/contract/slug';
import { useProduct } from './get-product';
import { productQueryKeys } from './product-query-keys';

/**
 * The product by its slug. A renamed product still answers under an old slug: the address then becomes the
 * one `pathOf` gives for its current slug (replacing the old one in the history).
 */
export function useProductAtCurrentSlug(slug: string, pathOf: (slug: string) => string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useProduct(slug);
  const product = query.data;
  const currentSlug = product ? toSlug(product.name) : slug;
  useEffect(() => {
    if (!product || currentSlug === slug) return;
    queryClient.setQueryData(productQueryKeys.product(currentSlug), { product });
    void navigate(pathOf(currentSlug), { replace: true });
  }, [product, currentSlug, slug, navigate, queryClient, pathOf]);
  return query;
}
