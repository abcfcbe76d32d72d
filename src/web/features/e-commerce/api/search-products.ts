import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { api } from '@/web/lib/api';
import { SHOP_PAGE_SIZE, type ShopQuery } from '@/web/features/e-commerce/components/shop-filters';
import { productQueryKeys } from './product-query-keys';

export function searchProducts(query: ShopQuery): Promise<ProductSearchResponse> {
  return api.get('/api/products/search', {
    q: query.q || undefined,
    gender: query.gender.length > 0 ? query.gender.join(',') : undefined,
    category: query.category,
    colors: query.colors.length > 0 ? query.colors.join(',') : undefined,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    rating: query.rating,
    sort: query.sort,
    page: query.page,
    pageSize: SHOP_PAGE_SIZE,
  });
}

/** One page of the catalogue, filtered, sorted and paged by the server; the last page shows while the next loads. */
export function useProductSearch(query: ShopQuery) {
  return useQuery({
    queryKey: productQueryKeys.search(query),
    queryFn: () => searchProducts(query),
    placeholderData: keepPreviousData,
  });
}
