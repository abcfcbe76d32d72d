import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BankIcon } from './checkout-icons';

/** How the order is paid: the shop has no payment provider, so by bank transfer once the invoice arrives. */
export function PaymentMethod() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('checkout.payment.title')}
      </Typography>
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'flex-start', p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}
      >
        <BankIcon sx={{ color: 'primary.main', mt: 0.25 }} />
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="subtitle2" data-testid="payment-method">
            {t('checkout.payment.bankTransfer')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('checkout.payment.bankTransferHint')}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
