import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { useProductSearch } from '@/web/features/e-commerce/api/search-products';
import { CartCountChip } from '@/web/features/e-commerce/components/cart-count-chip';
import { ProductCard } from '@/web/features/e-commerce/components/product-card';
import { ProductCardSkeleton } from '@/web/features/e-commerce/components/product-card-skeleton';
import { ShopFilterChips } from '@/web/features/e-commerce/components/shop-filter-chips';
import { SHOP_PAGE_SIZE, readShopQuery, writeShopQuery, type ShopQuery, type ShopSort as ShopSortValue } from '@/web/features/e-commerce/components/shop-filters';
import { ShopFiltersDrawer } from '@/web/features/e-commerce/components/shop-filters-drawer';
import { ShopPageHeader } from '@/web/features/e-commerce/components/shop-page-header';
import { ShopSearch } from '@/web/features/e-commerce/components/shop-search';
import { ShopSort } from '@/web/features/e-commerce/components/shop-sort';
import { useShopSort } from '@/web/features/e-commerce/stores/shop-sort-store';
import { useAddressChange } from '@/web/lib/use-address-change';
import { useErrorText } from '@/web/lib/error-text';

/** /dashboard/e-commerce/shop: the catalogue, searched, filtered, sorted and paged by the server; the address keeps it all. */
export default function ShopPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const [params] = useSearchParams();
  const storedSort = useShopSort((state) => state.sortBy);
  const setStoredSort = useShopSort((state) => state.setSortBy);
  const query = useMemo(() => readShopQuery(params, storedSort), [params, storedSort]);
  const { data, isPending, isPlaceholderData, error } = useProductSearch(query);

  const readQuery = useCallback((current: URLSearchParams) => readShopQuery(current, storedSort), [storedSort]);
  const changeQuery = useAddressChange(readQuery, writeShopQuery);
  const change = useCallback(
    (next: ShopQuery | ((current: ShopQuery) => ShopQuery), replace = false) =>
      changeQuery(typeof next === 'function' ? next : () => next, replace),
    [changeQuery],
  );
  const search = useCallback((q: string) => change({ ...query, q, page: 1 }, true), [change, query]);
  const sort = (sortBy: ShopSortValue) => {
    setStoredSort(sortBy);
    change({ ...query, sort: sortBy, page: 1 });
  };

  const products = data?.products ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SHOP_PAGE_SIZE)) : 1;

  return (
    <Page title={t('ecommerce.titles.shop')}>
      <ShopPageHeader heading={t('ecommerce.shop.heading')} current={t('ecommerce.crumbs.shop')} action={<CartCountChip />} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ mb: 2.5, gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <ShopSearch value={query.q} onSearch={search} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <ShopFiltersDrawer query={query} onChange={change} />
          <ShopSort value={query.sort} onChange={sort} />
        </Stack>
      </Stack>
      <ShopFilterChips query={query} total={data?.total} onChange={change} />

      {error && !data ? (
        <EmptyContent title={t('ecommerce.shop.loadFailed')} description={message(error)} />
      ) : data && products.length === 0 ? (
        <EmptyContent title={t('ecommerce.shop.empty')} description={t('ecommerce.shop.emptyHint')} />
      ) : (
        <Grid
          container
          spacing={3}
          component="section"
          aria-label={t('ecommerce.shop.listLabel')}
          aria-busy={isPending || isPlaceholderData}
          sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
        >
          {isPending
            ? Array.from({ length: 8 }, (_, index) => (
                <Grid key={`skeleton-${index}`} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <ProductCardSkeleton />
                </Grid>
              ))
            : products.map((product) => (
                <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <ProductCard product={product} />
                </Grid>
              ))}
        </Grid>
      )}
      {data && pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(query.page, pageCount)}
          onChange={(_, page) => change({ ...query, page })}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page' ? t(selected ? 'ecommerce.paging.current' : 'ecommerce.paging.page', { page }) : t(`ecommerce.paging.${type}`)
          }
          aria-label={t('ecommerce.paging.label')}
          sx={{ mt: 5, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Page>
  );
}
