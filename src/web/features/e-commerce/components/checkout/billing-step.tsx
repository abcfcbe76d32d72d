import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressOfEntry, useAddressBook } from '@/web/lib/address-book';
import { PlusIcon } from '@/web/features/e-commerce/components/ecommerce-icons';
import { useCheckout, type CheckoutBilling } from '@/web/features/e-commerce/stores/checkout-store';
import { useErrorText } from '@/web/lib/error-text';
import { AddressCard } from './address-card';
import { BackIcon } from './back-icon';
import { NewAddressDialog } from './new-address-dialog';
import { OrderSummary } from './order-summary';
import { StepLayout } from './step-layout';

/**
 * Step 2: the buyer's saved addresses ("Deliver to this address") and a new one; the choice is the billing, the
 * default address until another is chosen.
 */
export function BillingStep() {
  const { t } = useTranslation();
  const message = useErrorText();
  const headingId = useId();
  const addressBook = useAddressBook();
  const billing = useCheckout((state) => state.checkout.billing);
  const chooseBilling = useCheckout((state) => state.chooseBilling);
  const next = useCheckout((state) => state.nextStep);
  const back = useCheckout((state) => state.backStep);
  const [adding, setAdding] = useState(false);
  const newAddress = billing?.addressId === null ? billing.address : null;

  // Nothing chosen yet: the default address of the address book (listed first) is.
  const defaultEntry = addressBook.data?.find((entry) => entry.isDefault);
  useEffect(() => {
    if (billing === null && defaultEntry) chooseBilling({ addressId: defaultEntry.id, address: addressOfEntry(defaultEntry) });
  }, [billing, defaultEntry, chooseBilling]);

  const deliverTo = (chosen: CheckoutBilling) => {
    chooseBilling(chosen);
    next();
  };

  return (
    <StepLayout
      main={
        <>
          <Stack
            component="section"
            aria-labelledby={headingId}
            aria-busy={addressBook.isPending}
            sx={{ gap: 2 }}
          >
            <Typography id={headingId} variant="h6" component="h2">
              {t('checkout.billing.title')}
            </Typography>
            {newAddress && (
              <AddressCard
                address={newAddress}
                chosen
                note={t('checkout.billing.unsaved')}
                onDeliverHere={() => deliverTo({ addressId: null, address: newAddress })}
              />
            )}
            {addressBook.isPending ? (
              <Skeleton variant="rounded" height={120} />
            ) : addressBook.isError ? (
              <Alert severity="error">
                {t('checkout.billing.loadFailed')}: {message(addressBook.error)}
              </Alert>
            ) : addressBook.data.length === 0 && !newAddress ? (
              <Card variant="outlined" sx={{ p: 3 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('checkout.billing.none')}
                </Typography>
              </Card>
            ) : (
              addressBook.data.map((entry) => (
                <AddressCard
                  key={entry.id}
                  address={addressOfEntry(entry)}
                  chosen={billing?.addressId === entry.id}
                  onDeliverHere={() => deliverTo({ addressId: entry.id, address: addressOfEntry(entry) })}
                />
              ))
            )}
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Button color="inherit" startIcon={<BackIcon />} onClick={back}>
              {t('checkout.billing.back')}
            </Button>
            <Button
              variant="outlined"
              color="primary"
              startIcon={<PlusIcon />}
              onClick={() => setAdding(true)}
            >
              {t('checkout.billing.newAddress')}
            </Button>
          </Stack>
          {adding && (
            <NewAddressDialog
              open
              initial={newAddress}
              onClose={() => setAdding(false)}
              onSubmit={(address) => {
                setAdding(false);
                deliverTo({ addressId: null, address });
              }}
            />
          )}
        </>
      }
      aside={<OrderSummary />}
    />
  );
}
