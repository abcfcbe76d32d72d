import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { productPath } from '@/web/features/e-commerce/components/product-card';
import { ProductPrice } from '@/web/components/product-price';
import { ViewIcon } from '@/web/components/action-icons';
import {
  actionsColumn,
  deleteRowAction,
  linkRowAction,
  rowActionIconSx,
} from '@/web/components/data-grid/row-actions';
import { paths } from '@/web/lib/paths';
import { CreatedAtCell, ProductCell, StatusCell, StockCell } from './product-list-cells';
import type { ProductListField } from './product-list-query';

type Column = GridColDef<Product> & { field: ProductListField | 'actions' };

/**
 * The grid's columns: product, created at, stock, price and status, all sorted by the server; for those who may
 * change products, a menu of actions per row (view, edit, delete).
 */
export function useProductListColumns(canChange: boolean, onDelete: (product: Product) => void): Column[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: Column[] = [
      {
        field: 'name',
        headerName: t('product-list.columns.product'),
        flex: 1,
        minWidth: 260,
        renderCell: ({ row, tabIndex }) => <ProductCell product={row} tabIndex={tabIndex} />,
      },
      {
        field: 'createdAt',
        headerName: t('product-list.columns.createdAt'),
        width: 160,
        renderCell: ({ row }) => <CreatedAtCell createdAt={row.createdAt} />,
      },
      {
        field: 'available',
        headerName: t('product-list.columns.stock'),
        width: 160,
        renderCell: ({ row }) => <StockCell product={row} />,
      },
      {
        field: 'price',
        headerName: t('product-list.columns.price'),
        width: 150,
        renderCell: ({ row }) => (
          <Stack sx={{ height: 1, justifyContent: 'center' }}>
            <ProductPrice price={row.price} priceSale={row.priceSale} variant="body2" />
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: t('product-list.columns.status'),
        width: 120,
        renderCell: ({ row }) => <StatusCell status={row.status} />,
      },
    ];
    if (!canChange) return columns;
    return [
      ...columns,
      actionsColumn<Product>(t('product-list.columns.actions'), ({ row }) => [
        linkRowAction('view', t('product-list.actions.view'), productPath(row), <ViewIcon sx={rowActionIconSx} />),
        linkRowAction('edit', t('product-list.actions.edit'), paths.dashboard.eCommerce.editProduct(toSlug(row.name))),
        deleteRowAction(t('product-list.actions.delete'), () => onDelete(row)),
      ]),
    ];
  }, [t, canChange, onDelete]);
}
