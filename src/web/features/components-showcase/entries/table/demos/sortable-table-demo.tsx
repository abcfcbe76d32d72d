import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/web/components/action-icons';
import { Label } from '@/web/components/label';
import { formatEuros, invoices, statusColor, type Invoice } from './invoices';

type SortKey = 'id' | 'customer' | 'amount';
type SortOrder = 'asc' | 'desc';

const columns: { key: SortKey; numeric: boolean }[] = [
  { key: 'id', numeric: false },
  { key: 'customer', numeric: false },
  { key: 'amount', numeric: true },
];

function compare(a: Invoice, b: Invoice, key: SortKey) {
  return key === 'amount' ? a.amount - b.amount : a[key].localeCompare(b[key]);
}

/** Sorting by a column, selecting rows (or all of them), deleting the selected, and pages of rows. */
export function SortableTableDemo() {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<readonly Invoice[]>(invoices);
  const [sortKey, setSortKey] = useState<SortKey>('id');
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);

  const sorted = [...rows].sort((a, b) => (sortOrder === 'asc' ? 1 : -1) * compare(a, b, sortKey));
  const pageRows = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const sortBy = (key: SortKey) => {
    setSortOrder(sortKey === key && sortOrder === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
  };
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const toggleAll = (checked: boolean) => setSelected(checked ? rows.map((row) => row.id) : []);
  const deleteSelected = () => {
    const remaining = rows.filter((row) => !selected.includes(row.id));
    setRows(remaining);
    setSelected([]);
    setPage((current) => Math.min(current, Math.max(0, Math.ceil(remaining.length / rowsPerPage) - 1)));
  };
  const reset = () => {
    setRows(invoices);
    setSelected([]);
    setPage(0);
  };

  return (
    <>
      <Toolbar
        disableGutters
        sx={[
          { px: 2, gap: 1, borderRadius: 1, flexWrap: 'wrap' },
          selected.length > 0 && { bgcolor: 'primary.lighter', color: 'primary.darker' },
        ]}
      >
        <Typography sx={{ flex: '1 1 auto' }} data-testid="selection-count">
          {selected.length > 0
            ? t('components-showcase.table.sortable.selected', { count: selected.length })
            : t('components-showcase.table.sortable.rowCount', { count: rows.length })}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title={t('components-showcase.table.sortable.deleteSelected')}>
            <IconButton
              color="inherit"
              aria-label={t('components-showcase.table.sortable.deleteSelected')}
              onClick={deleteSelected}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          disabled={rows.length === invoices.length}
          onClick={reset}
        >
          {t('components-showcase.table.sortable.reset')}
        </Button>
      </Toolbar>
      <TableContainer role="region" tabIndex={0} aria-label={t('components-showcase.table.sortable.label')}>
        <Table sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={selected.length > 0 && selected.length < rows.length}
                  checked={rows.length > 0 && selected.length === rows.length}
                  disabled={rows.length === 0}
                  onChange={(event) => toggleAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('components-showcase.table.sortable.selectAll') } }}
                />
              </TableCell>
              {columns.map(({ key, numeric }) => (
                <TableCell
                  key={key}
                  align={numeric ? 'right' : 'left'}
                  sortDirection={sortKey === key ? sortOrder : false}
                >
                  <TableSortLabel
                    active={sortKey === key}
                    direction={sortKey === key ? sortOrder : 'asc'}
                    onClick={() => sortBy(key)}
                  >
                    {t(`components-showcase.table.columns.${key}`)}
                    {sortKey === key && (
                      <span style={visuallyHidden}>
                        {t(`components-showcase.table.sortable.sorted.${sortOrder}`)}
                      </span>
                    )}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>{t('components-showcase.table.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((invoice) => {
              const isSelected = selected.includes(invoice.id);
              return (
                <TableRow key={invoice.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(invoice.id)}
                      slotProps={{
                        input: {
                          'aria-label': t('components-showcase.table.sortable.selectRow', { id: invoice.id }),
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell>{invoice.id}</TableCell>
                  <TableCell>{invoice.customer}</TableCell>
                  <TableCell align="right">{formatEuros(invoice.amount, i18n.language)}</TableCell>
                  <TableCell>
                    <Label color={statusColor[invoice.status]}>
                      {t(`components-showcase.table.status.${invoice.status}`)}
                    </Label>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('components-showcase.table.sortable.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('components-showcase.table.sortable.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('components-showcase.table.sortable.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`components-showcase.table.sortable.goTo.${type}`)}
        sx={{
          '& .MuiTablePagination-toolbar': {
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            px: { xs: 0, sm: 2 },
          },
        }}
      />
    </>
  );
}
