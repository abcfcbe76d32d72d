import Stack from '@mui/material/Stack';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, type LinkProps } from 'react-router';
import type { Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { productPath } from '@/web/features/e-commerce/components/product-card';
import { ProductPrice } from '@/web/features/e-commerce/components/product-price';
import { paths } from '@/web/lib/paths';
import { CreatedAtCell, ProductCell, StatusCell, StockCell } from './product-list-cells';
import { DeleteIcon, EditIcon, ViewIcon } from './product-list-icons';
import type { ProductListField } from './product-list-query';

/** A router link for the grid's menu items, which pass the address as `href`. */
function MenuLink({
  href,
  ref,
  ...other
}: Omit<LinkProps, 'to'> & { href: string; ref?: Ref<HTMLAnchorElement> }) {
  return <RouterLink ref={ref} to={href} {...other} />;
}

const iconSx = { fontSize: 20 };

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
      {
        field: 'actions',
        type: 'actions',
        headerName: t('product-list.columns.actions'),
        width: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="view"
            showInMenu
            component={MenuLink}
            href={productPath(row)}
            icon={<ViewIcon sx={iconSx} />}
            label={t('product-list.actions.view')}
          />,
          <GridActionsCellItem
            key="edit"
            showInMenu
            component={MenuLink}
            href={paths.dashboard.eCommerce.editProduct(toSlug(row.name))}
            icon={<EditIcon sx={iconSx} />}
            label={t('product-list.actions.edit')}
          />,
          <GridActionsCellItem
            key="delete"
            showInMenu
            icon={<DeleteIcon sx={{ ...iconSx, color: 'error.main' }} />}
            label={t('product-list.actions.delete')}
            onClick={() => onDelete(row)}
          />,
        ],
      },
    ];
  }, [t, canChange, onDelete]);
}
