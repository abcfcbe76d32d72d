import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatInvoiceDate, invoiceNumberOf } from '@/contract/invoice-document';
import type { InvoiceLanguage } from '@/contract/invoice-texts';
import { formatPrice } from '@/contract/money';
import type { Order } from '@/contract/orders';
import { DownloadIcon, PrintIcon } from './invoice-icons';

interface InvoiceToolbarProps {
  /** The buyer's orders, newest first, and the one shown. */
  orders: Order[];
  order: Order;
  language: InvoiceLanguage;
  onSelect(orderId: string): void;
  onPrint(): void;
  onDownload(): void;
  downloading: boolean;
}

/** Which order's invoice shows (number, date, total), and Print and Download PDF. */
export function InvoiceToolbar({
  orders,
  order,
  language,
  onSelect,
  onPrint,
  onDownload,
  downloading,
}: InvoiceToolbarProps) {
  const { t } = useTranslation();
  // An order older than the list's newest 100 is still offered while it shows.
  const choices = orders.some((candidate) => candidate.id === order.id) ? orders : [order, ...orders];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ mb: 3, gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <TextField
        select
        size="small"
        label={t('invoice.order')}
        value={order.id}
        onChange={(event) => onSelect(event.target.value)}
        sx={{ minWidth: { sm: 320 }, maxWidth: { sm: 420 } }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            <bdi>
              {t('invoice.orderOption', {
                number: invoiceNumberOf(choice.number),
                date: formatInvoiceDate(choice.createdAt, language),
                total: formatPrice(choice.total, language),
              })}
            </bdi>
          </MenuItem>
        ))}
      </TextField>
      <Stack
        direction="row"
        sx={{
          gap: 1.5,
          justifyContent: { xs: 'stretch', sm: 'flex-end' },
          '& > *': { flex: { xs: 1, sm: 'none' } },
        }}
      >
        <Button variant="outlined" color="inherit" startIcon={<PrintIcon />} onClick={onPrint}>
          {t('invoice.print')}
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={downloading}
          loadingPosition="start"
          onClick={onDownload}
        >
          {t('invoice.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
