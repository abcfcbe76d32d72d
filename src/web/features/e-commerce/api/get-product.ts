import { useQuery } from '@tanstack/react-query';
import { ApiErrors } from '@/contract/errors';
import type { ProductResponse } from '@/contract/products';
import { api } from '@/web/lib/api';
import { ApiRequestError } from '@/web/lib/http-client';
import { productQueryKeys } from './product-query-keys';

export function getProduct(slug: string): Promise<ProductResponse> {
  return api.get('/api/products/product', { name: slug });
}

export const isProductNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ApiErrors.productNotFound.code;

/** One product by its name slug (an old slug answers with the renamed product); an unknown slug is not retried. */
export function useProduct(slug: string) {
  return useQuery({
    queryKey: productQueryKeys.product(slug),
    queryFn: () => getProduct(slug),
    select: (data) => data.product,
    retry: (count, error) => !isProductNotFound(error) && count < 2,
  });
}
