import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewAddress } from '@/contract/orders';
import { FormTextInput } from '@/web/components/form-text-input';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { checkoutResolvers } from './checkout-resolvers';

interface NewAddressDialogProps {
  open: boolean;
  /** The address to start from (the new address chosen before), else empty fields. */
  initial: NewAddress | null;
  onClose(): void;
  onSubmit(address: NewAddress): void;
}

const emptyAddress: NewAddress = {
  name: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
};

type Field = {
  name: keyof NewAddress;
  autoComplete: string;
  required?: boolean;
  half?: boolean;
  type?: string;
};
const fields: Field[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'street', autoComplete: 'street-address', required: true },
  { name: 'city', autoComplete: 'address-level2', required: true, half: true },
  { name: 'state', autoComplete: 'address-level1', half: true },
  { name: 'zipCode', autoComplete: 'postal-code', half: true },
  { name: 'country', autoComplete: 'country-name', required: true, half: true },
];

/** A new billing address, checked by the contract's rules; it is sent with the order, which saves it. */
export function NewAddressDialog({ open, initial, onClose, onSubmit }: NewAddressDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control, handleSubmit } = useForm<NewAddress>({
    resolver: usePreloadedResolver(checkoutResolvers.newAddress),
    defaultValues: initial ?? emptyAddress,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id={`${id}-title`}>{t('checkout.address.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-hint`} sx={{ mb: 3 }}>
            {t('checkout.address.dialogHint')}
          </DialogContentText>
          <Grid container spacing={2}>
            {fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                <FormTextInput
                  control={control}
                  name={field.name}
                  label={t(`checkout.address.${field.name}`)}
                  required={field.required}
                  autoComplete={field.autoComplete}
                  type={field.type}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {t('checkout.address.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {t('checkout.address.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
