import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { AddressBookSection } from './address-book-section';
import { InvoiceHistorySection } from './invoice-history-section';
import { PaymentCardsSection } from './payment-cards-section';

/** Billing: payment cards and the address book beside the invoice history. */
export function AccountBillingTab() {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack sx={{ gap: 3 }}>
          <PaymentCardsSection />
          <AddressBookSection />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <InvoiceHistorySection />
      </Grid>
    </Grid>
  );
}
