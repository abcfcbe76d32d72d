import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutBilling } from '@/web/features/e-commerce/stores/checkout-store';
import { AddressText } from '@/web/components/address-text';
import { EditIcon } from './checkout-icons';

/** The chosen billing address on the payment step, with Edit back to the address step. */
export function BillingAddressCard({ billing, onEdit }: { billing: CheckoutBilling; onEdit(): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('checkout.payment.billingAddress')}
        </Typography>
        <Button size="small" color="inherit" startIcon={<EditIcon />} onClick={onEdit}>
          {t('checkout.payment.editAddress')}
        </Button>
      </Stack>
      <Stack sx={{ gap: 0.5 }} data-testid="billing-address">
        <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {billing.address.name}
        </Typography>
        <AddressText address={billing.address} />
      </Stack>
    </Card>
  );
}
