import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { api } from '@/web/lib/api';
import type { ProductListQuery } from '@/web/features/e-commerce/components/product-list/product-list-query';
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

export function searchProductList(query: ProductListQuery): Promise<ProductSearchResponse> {
  return api.get('/api/products/search', {
    q: query.q || undefined,
    status: query.status.length > 0 ? query.status.join(',') : undefined,
    inventory: query.inventory.length > 0 ? query.inventory.join(',') : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** One page of the admin product list, searched, filtered, sorted and paged by the server. */
export function useProductListSearch(query: ProductListQuery) {
  return useQuery({
    queryKey: productQueryKeys.list(query),
    queryFn: () => searchProductList(query),
    placeholderData: keepPreviousData,
  });
}
