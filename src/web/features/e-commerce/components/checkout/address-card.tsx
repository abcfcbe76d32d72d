import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewAddress } from '@/contract/orders';
import { Label } from '@/web/components/label';
import { AddressText } from '@/web/components/address-text';

interface AddressCardProps {
  address: NewAddress;
  /** Marks the address as the order's billing address. */
  chosen: boolean;
  /** A note under the name (e.g. that a new address is saved with the order). */
  note?: ReactNode;
  onDeliverHere(): void;
}

/** One address to deliver to: its name, the address and phone, and "Deliver to this address". */
export function AddressCard({ address, chosen, note, onDeliverHere }: AddressCardProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card
      component="article"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 3, borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Stack sx={{ gap: 0.5, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={id} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {address.name}
            </Typography>
            {chosen && (
              <Label color="primary" variant="soft">
                {t('checkout.billing.chosen')}
              </Label>
            )}
          </Stack>
          {note && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {note}
            </Typography>
          )}
          <AddressText address={address} />
        </Stack>
        <Button
          variant="outlined"
          size="small"
          onClick={onDeliverHere}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('checkout.billing.deliverHere')}
        </Button>
      </Stack>
    </Card>
  );
}
