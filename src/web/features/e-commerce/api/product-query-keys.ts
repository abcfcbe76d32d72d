import type { ProductListQuery } from '@/web/features/e-commerce/components/product-list/product-list-query';
import type { ShopQuery } from '@/web/features/e-commerce/components/shop-filters';

/** Every product query sits under ['products'], so a write can refresh them all at once. */
export const productQueryKeys = {
  all: ['products'] as const,
  search: (query: ShopQuery) => ['products', 'search', query] as const,
  /** The admin list's pages. */
  lists: ['products', 'list'] as const,
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
  product: (slug: string) => ['products', 'product', slug] as const,
};
