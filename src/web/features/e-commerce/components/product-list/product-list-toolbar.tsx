import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryTypes, productStatusFilters } from '@/contract/product-rules';
import { ShopSearch } from '@/web/features/e-commerce/components/shop-search';
import { ProductListFilter } from './product-list-filter';
import type { ProductListQuery } from './product-list-query';

interface ProductListToolbarProps {
  query: ProductListQuery;
  /** `replace`: the change takes the place of the current address (typing) instead of adding one. */
  onChange(next: (current: ProductListQuery) => ProductListQuery, replace?: boolean): void;
}

/** The list's search (asked once typing pauses) and its status and stock filters, each from the first page. */
export function ProductListToolbar({ query, onChange }: ProductListToolbarProps) {
  const { t } = useTranslation();
  const search = useCallback(
    (q: string) => onChange((current) => ({ ...current, q, page: 1 }), true),
    [onChange],
  );
  const filtered = query.q !== '' || query.status.length > 0 || query.inventory.length > 0;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ p: 2.5, gap: 2, alignItems: { xs: 'stretch', md: 'center' } }}
    >
      <ProductListFilter
        label={t('product-list.filters.status')}
        anyLabel={t('product-list.filters.any')}
        options={productStatusFilters}
        optionLabel={(status) =>
          status === 'none' ? t('product-list.filters.none') : t(`ecommerce.status.${status}`)
        }
        value={query.status}
        onChange={(status) => onChange((current) => ({ ...current, status, page: 1 }))}
      />
      <ProductListFilter
        label={t('product-list.filters.inventory')}
        anyLabel={t('product-list.filters.any')}
        options={inventoryTypes}
        optionLabel={(inventory) => t(`ecommerce.inventory.${inventory}`)}
        value={query.inventory}
        onChange={(inventory) => onChange((current) => ({ ...current, inventory, page: 1 }))}
      />
      <ShopSearch value={query.q} onSearch={search} />
      {filtered && (
        <Button
          color="inherit"
          onClick={() => onChange((current) => ({ ...current, q: '', status: [], inventory: [], page: 1 }))}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
        >
          {t('product-list.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
