import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/web/components/label';
import { formatEuros, invoices, statusColor } from './invoices';

/** A plain table; `size="small"` makes it dense. On a phone it scrolls inside its own box. */
export function BasicTableDemo() {
  const { t, i18n } = useTranslation();
  const [dense, setDense] = useState(false);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label={t('components-showcase.table.basic.dense')}
      />
      <TableContainer role="region" tabIndex={0} aria-label={t('components-showcase.table.basic.label')}>
        <Table size={dense ? 'small' : 'medium'} sx={{ minWidth: 560 }} data-testid="basic-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('components-showcase.table.columns.id')}</TableCell>
              <TableCell>{t('components-showcase.table.columns.customer')}</TableCell>
              <TableCell>{t('components-showcase.table.columns.status')}</TableCell>
              <TableCell align="right">{t('components-showcase.table.columns.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.slice(0, 5).map((invoice) => (
              <TableRow key={invoice.id} hover>
                <TableCell>{invoice.id}</TableCell>
                <TableCell>{invoice.customer}</TableCell>
                <TableCell>
                  <Label color={statusColor[invoice.status]}>
                    {t(`components-showcase.table.status.${invoice.status}`)}
                  </Label>
                </TableCell>
                <TableCell align="right">{formatEuros(invoice.amount, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
