import type { GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { PRODUCT_BULK_DELETE_MAX } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import { ServerDataGrid } from '@/web/components/data-grid/server-data-grid';
import { useGridDeletion } from '@/web/components/data-grid/use-grid-deletion';
import { DeleteItemsDialog } from '@/web/components/delete-items-dialog';
import { useDeleteProducts } from '@/web/features/e-commerce/api/delete-products';
import { useProductListColumns } from './product-list-columns';
import {
  productListPageSizes,
  sortModelOf,
  sortOf,
  type ProductListPageSize,
  type ProductListQuery,
} from './product-list-query';

interface ProductListGridProps {
  query: ProductListQuery;
  data: ProductSearchResponse | undefined;
  loading: boolean;
  /** Admins: rows can be selected and deleted, and each has its actions. */
  canChange: boolean;
  onChange(next: (current: ProductListQuery) => ProductListQuery): void;
}

const nameOfProduct = (product: Product) => product.name;

/**
 * The product list as a data grid: the server pages, sorts and filters it (the address holds the state); those who
 * may change products select rows across pages and delete them at once, or act on one row from its menu.
 */
export function ProductListGrid({ query, data, loading, canChange, onChange }: ProductListGridProps) {
  const { t } = useTranslation();
  const deletion = useGridDeletion(data?.products, nameOfProduct, {
    max: PRODUCT_BULK_DELETE_MAX,
    textsKey: 'product-list.selection',
  });
  const deleteProducts = useDeleteProducts();
  const columns = useProductListColumns(canChange, deletion.askOne);
  const sortModel = useMemo(() => sortModelOf(query.sort), [query.sort]);

  const changeSort = (model: GridSortModel) => {
    const sort = sortOf(model);
    if (sort !== query.sort) onChange((current) => ({ ...current, sort, page: 1 }));
  };

  return (
    <>
      <ServerDataGrid
        label={t('product-list.gridLabel')}
        rows={data?.products ?? []}
        total={data?.total}
        loading={loading}
        columns={columns}
        rowHeight={72}
        page={query.page}
        pageSize={query.pageSize}
        pageSizeOptions={productListPageSizes}
        onPageChange={(page, pageSize) =>
          onChange((current) => ({ ...current, page, pageSize: pageSize as ProductListPageSize }))
        }
        sortModel={sortModel}
        onSortModelChange={changeSort}
        selection={canChange ? deletion.selection : undefined}
      />
      <DeleteItemsDialog
        items={deletion.toDelete}
        mutation={deleteProducts}
        idsOf={(deleted) => deleted.productIds}
        textsKey="product-list.delete"
        onClose={deletion.cancel}
        onDeleted={deletion.deleted}
      />
    </>
  );
}
