import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { deDE, frFR } from '@mui/x-data-grid/locales';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { PRODUCT_BULK_DELETE_MAX } from '@/contract/product-rules';
import type { Product } from '@/contract/products';
import { DeleteProductsDialog, type ProductsToDelete } from './delete-products-dialog';
import { GridSurface } from './grid-surface';
import { DeleteIcon } from './product-list-icons';
import { useProductListColumns } from './product-list-columns';
import {
  productListPageSizes,
  sortModelOf,
  sortOf,
  type ProductListPageSize,
  type ProductListQuery,
} from './product-list-query';

/** The grid's own texts (menus, paging, selection) in the reader's language; English is built in. */
const gridLocales = { de: deDE, fr: frFR } as const;
const localeTextOf = (language: string) =>
  gridLocales[language.slice(0, 2) as keyof typeof gridLocales]?.components.MuiDataGrid.defaultProps
    .localeText;

const noSelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

interface ProductListGridProps {
  query: ProductListQuery;
  data: ProductSearchResponse | undefined;
  loading: boolean;
  /** Admins: rows can be selected and deleted, and each has its actions. */
  canChange: boolean;
  onChange(next: (current: ProductListQuery) => ProductListQuery): void;
}

/**
 * The product list as a data grid: the server pages, sorts and filters it (the address holds the state); those who
 * may change products select rows across pages and delete them at once, or act on one row from its menu.
 */
export function ProductListGrid({ query, data, loading, canChange, onChange }: ProductListGridProps) {
  const { t, i18n } = useTranslation();
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  // Names of the selected products (a selection may span pages): the confirmation names a single one.
  const [selectedNames, setSelectedNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [toDelete, setToDelete] = useState<ProductsToDelete | null>(null);

  const deleteOne = useCallback(
    (product: Product) => setToDelete({ ids: [product.id], name: product.name }),
    [],
  );
  const columns = useProductListColumns(canChange, deleteOne);
  const sortModel = useMemo(() => sortModelOf(query.sort), [query.sort]);
  const paginationModel = useMemo(
    () => ({ page: query.page - 1, pageSize: query.pageSize }),
    [query.page, query.pageSize],
  );
  const selectedIds = [...selection.ids].map(String);

  const changePage = (model: GridPaginationModel) => {
    if (model.page === paginationModel.page && model.pageSize === paginationModel.pageSize) return;
    const pageSize = model.pageSize as ProductListPageSize;
    onChange((current) => ({
      ...current,
      pageSize,
      page: pageSize === current.pageSize ? model.page + 1 : 1,
    }));
  };
  const changeSort = (model: GridSortModel) => {
    const sort = sortOf(model);
    if (sort !== query.sort) onChange((current) => ({ ...current, sort, page: 1 }));
  };
  const changeSelection = (model: GridRowSelectionModel) => {
    const names = new Map<string, string>();
    for (const id of model.ids) {
      const name = data?.products.find((product) => product.id === id)?.name ?? selectedNames.get(String(id));
      if (name !== undefined) names.set(String(id), name);
    }
    setSelection(model);
    setSelectedNames(names);
  };
  const forgetDeleted = (deleted: string[]) => {
    setToDelete(null);
    const remaining = new Set([...selection.ids].filter((id) => !deleted.includes(String(id))));
    setSelection({ type: 'include', ids: remaining });
  };

  const selectedCount = selectedIds.length;
  const tooMany = selectedCount > PRODUCT_BULK_DELETE_MAX;

  return (
    <>
      {canChange && selectedCount > 0 && (
        <Stack
          direction="row"
          sx={{
            px: 2.5,
            py: 1.5,
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            bgcolor: 'action.selected',
          }}
        >
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }} data-testid="selection-count">
            {t('product-list.selection.selected', { count: selectedCount })}
          </Typography>
          {tooMany && (
            <Typography variant="body2">
              {t('product-list.selection.tooMany', { max: PRODUCT_BULK_DELETE_MAX })}
            </Typography>
          )}
          <Button
            variant="contained"
            color="inherit"
            startIcon={<DeleteIcon />}
            disabled={tooMany}
            onClick={() =>
              setToDelete({
                ids: selectedIds,
                name: selectedCount === 1 ? selectedNames.get(selectedIds[0]!) : undefined,
              })
            }
          >
            {t('product-list.selection.delete', { count: selectedCount })}
          </Button>
        </Stack>
      )}
      <GridSurface>
        <DataGrid
          aria-label={t('product-list.gridLabel')}
          rows={data?.products ?? []}
          columns={columns}
          // Unknown (-1) until the first answer: a row count of 0 would send the grid back to the first page.
          rowCount={data?.total ?? -1}
          loading={loading}
          autoHeight
          rowHeight={72}
          localeText={localeTextOf(i18n.language)}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={changePage}
          pageSizeOptions={productListPageSizes}
          sortModel={sortModel}
          onSortModelChange={changeSort}
          sortingOrder={['asc', 'desc']}
          disableColumnMenu
          disableColumnFilter
          checkboxSelection={canChange}
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected
          // The bar above the grid says how many are selected.
          hideFooterSelectedRowCount
          rowSelectionModel={selection}
          onRowSelectionModelChange={changeSelection}
          sx={{
            border: 0,
            '--DataGrid-overlayHeight': '240px',
            // "1–10 of 27" keeps its order in a right-to-left layout.
            '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': {
              unicodeBidi: 'plaintext',
            },
          }}
        />
      </GridSurface>
      <DeleteProductsDialog products={toDelete} onClose={() => setToDelete(null)} onDeleted={forgetDeleted} />
    </>
  );
}
