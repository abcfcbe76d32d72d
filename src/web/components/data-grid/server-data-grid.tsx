import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE, frFR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDeleteBar, type BulkDeleteBarProps } from './bulk-delete-bar';
import { GridSurface } from './grid-surface';

/** The grid's own texts (menus, paging, selection) in the reader's language; English is built in. */
const gridLocales = { de: deDE, fr: frFR } as const;
const localeTextOf = (language: string) =>
  gridLocales[language.slice(0, 2) as keyof typeof gridLocales]?.components.MuiDataGrid.defaultProps.localeText;

interface ServerDataGridProps<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  /** How many rows match in all; undefined until the first answer. */
  total: number | undefined;
  loading: boolean;
  rowHeight: number;
  /** 1 is the first page. */
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  /** Another page, or another page size (which starts again from the first page). */
  onPageChange(page: number, pageSize: number): void;
  sortModel: GridSortModel;
  onSortModelChange(model: GridSortModel): void;
  /**
   * With it, rows have checkboxes (those `selectable` lets through) and stay selected across pages; while some are,
   * a bar above the grid offers to delete them (see BulkDeleteBar).
   */
  selection?: {
    model: GridRowSelectionModel;
    onChange(model: GridRowSelectionModel): void;
    selectable?(row: R): boolean;
    bulkDelete: Omit<BulkDeleteBarProps, 'count'>;
  };
}

/**
 * A data grid the server pages and sorts (the screen keeps the state, say in its address), drawn on the card's
 * paper; its own texts follow the reader's language. Selected rows can be deleted at once.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  total,
  loading,
  rowHeight,
  page,
  pageSize,
  pageSizeOptions,
  onPageChange,
  sortModel,
  onSortModelChange,
  selection,
}: ServerDataGridProps<R>) {
  const { i18n } = useTranslation();
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize }), [page, pageSize]);
  const changePage = (model: GridPaginationModel) => {
    if (model.page === paginationModel.page && model.pageSize === pageSize) return;
    onPageChange(model.pageSize === pageSize ? model.page + 1 : 1, model.pageSize);
  };
  return (
    <>
      {selection && <BulkDeleteBar count={selection.model.ids.size} {...selection.bulkDelete} />}
      <GridSurface>
        <DataGrid<R>
          aria-label={label}
          rows={rows}
          columns={columns}
          // Unknown (-1) until the first answer: a row count of 0 would send the grid back to the first page.
          rowCount={total ?? -1}
          loading={loading}
          autoHeight
          rowHeight={rowHeight}
          localeText={localeTextOf(i18n.language)}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={changePage}
          pageSizeOptions={[...pageSizeOptions]}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          sortingOrder={['asc', 'desc']}
          disableColumnMenu
          disableColumnFilter
          checkboxSelection={selection !== undefined}
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected
          // The bar above the grid says how many are selected.
          hideFooterSelectedRowCount
          isRowSelectable={selection?.selectable && (({ row }) => selection.selectable!(row))}
          rowSelectionModel={selection?.model}
          onRowSelectionModelChange={selection?.onChange}
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
    </>
  );
}
