import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatNumber, intlLocale } from '@/web/lib/format';

/** A year of made-up figures, one row a month. */
const months = Array.from({ length: 12 }, (_, month) => ({
  month,
  visitors: 18_000 + ((month * 7919) % 9000),
  orders: 420 + ((month * 131) % 260),
}));

/** `stickyHeader` in a container of fixed height: the rows scroll under the header, the page does not. */
export function StickyHeaderTableDemo() {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long' });
  return (
    <TableContainer
      role="region"
      tabIndex={0}
      aria-label={t('components-showcase.table.sticky.label')}
      sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="sticky-container"
    >
      <Table stickyHeader sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('components-showcase.table.sticky.month')}</TableCell>
            <TableCell align="right">{t('components-showcase.table.sticky.visitors')}</TableCell>
            <TableCell align="right">{t('components-showcase.table.sticky.orders')}</TableCell>
            <TableCell align="right">{t('components-showcase.table.sticky.conversion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map(({ month, visitors, orders }) => (
            <TableRow key={month} hover>
              <TableCell>{monthName.format(new Date(2026, month, 1))}</TableCell>
              <TableCell align="right">{formatNumber(visitors, i18n.language)}</TableCell>
              <TableCell align="right">{formatNumber(orders, i18n.language)}</TableCell>
              <TableCell align="right">
                {new Intl.NumberFormat(intlLocale(i18n.language), {
                  style: 'percent',
                  maximumFractionDigits: 1,
                }).format(orders / visitors)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
