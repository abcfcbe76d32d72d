import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { brand } from '@/contract/brand';
import type { InvoiceDocument } from '@/contract/invoice-document';
import { Logo } from '@/web/components/logo';
import { InvoiceFacts } from './invoice-facts';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceParty } from './invoice-party';
import { InvoiceStatusLabel } from './invoice-status-label';
import { InvoiceTotals } from './invoice-totals';

const siteHost = new URL(brand.siteUrl).host;

/** The invoice itself, laid out as its PDF is: seller and buyer, dates, lines, totals and how to pay. */
export function InvoiceSheet({ invoice }: { invoice: InvoiceDocument }) {
  return (
    <Card
      component="article"
      aria-labelledby="invoice-title"
      lang={invoice.language}
      // What the print styles keep on paper.
      data-invoice-print=""
      sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 3, mb: 4 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <Logo size={44} />
          <div>
            <Typography variant="h6" component="p">
              {brand.productName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {siteHost}
            </Typography>
          </div>
        </Stack>
        <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 1 }}>
          <Typography id="invoice-title" variant="h4" component="h2">
            {invoice.texts.title}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {invoice.number}
            </Box>
          </Typography>
          <InvoiceStatusLabel status={invoice.status} />
        </Stack>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          mb: 4,
        }}
      >
        <InvoiceParty party={invoice.seller} testId="invoice-seller" />
        <InvoiceParty party={invoice.buyer} testId="invoice-buyer" />
      </Box>

      <InvoiceFacts facts={invoice.facts} />
      <InvoiceLinesTable invoice={invoice} />
      <InvoiceTotals totals={invoice.totals} />

      <Divider sx={{ my: 4, borderStyle: 'dashed' }} />
      <Stack
        component="section"
        aria-labelledby="invoice-payment"
        sx={{ gap: 0.75 }}
        data-testid="invoice-payment"
      >
        <Typography id="invoice-payment" variant="subtitle2" component="h3">
          {invoice.texts.payment}
        </Typography>
        <Typography variant="body2">
          <bdi>{invoice.paymentNote}</bdi>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{invoice.bankDetails}</bdi>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <bdi>{invoice.questions}</bdi>
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ mt: 1.5 }}>
          <bdi>{invoice.texts.thanks}</bdi>
        </Typography>
      </Stack>
    </Card>
  );
}
