import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathIcon } from '@/web/components/path-icon';
import { formatEuros, invoices, type Invoice } from './invoices';

const ExpandMoreIcon = pathIcon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6-1.41-1.41Z');

const services = ['design', 'development', 'hosting'] as const;

/** What an invoice was for: its amount split over three services. */
const linesOf = (invoice: Invoice) =>
  services.map((service, index) => ({
    service,
    hours: 4 + ((invoice.amount + index * 7) % 12),
    share: [0.5, 0.3, 0.2][index]!,
  }));

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `${invoice.id}-details`;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('components-showcase.table.collapsible.toggle', { id: invoice.id })}
            onClick={() => setOpen((value) => !value)}
          >
            <ExpandMoreIcon
              sx={{ transition: 'transform 0.2s', transform: open ? 'rotate(180deg)' : undefined }}
            />
          </IconButton>
        </TableCell>
        <TableCell>{invoice.id}</TableCell>
        <TableCell>{invoice.customer}</TableCell>
        <TableCell align="right">{formatEuros(invoice.amount, i18n.language)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box id={detailsId} sx={{ py: 2, px: { sm: 6 } }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t('components-showcase.table.collapsible.details')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('components-showcase.table.collapsible.service')}</TableCell>
                    <TableCell align="right">{t('components-showcase.table.collapsible.hours')}</TableCell>
                    <TableCell align="right">{t('components-showcase.table.columns.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {linesOf(invoice).map(({ service, hours, share }) => (
                    <TableRow key={service}>
                      <TableCell>{t(`components-showcase.table.collapsible.services.${service}`)}</TableCell>
                      <TableCell align="right">{Math.round(hours)}</TableCell>
                      <TableCell align="right">
                        {formatEuros(invoice.amount * share, i18n.language)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** A row opens a second table under it with its details. */
export function CollapsibleTableDemo() {
  const { t } = useTranslation();
  return (
    <TableContainer role="region" tabIndex={0} aria-label={t('components-showcase.table.collapsible.label')}>
      <Table sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('components-showcase.table.columns.id')}</TableCell>
            <TableCell>{t('components-showcase.table.columns.customer')}</TableCell>
            <TableCell align="right">{t('components-showcase.table.columns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.slice(0, 4).map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
