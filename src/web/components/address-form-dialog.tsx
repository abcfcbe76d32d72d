import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NewAddress } from '@/contract/orders';
import { useErrorText } from '@/web/lib/error-text';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { setServerFieldErrors } from '@/web/lib/server-field-errors';
import { addressFormResolver } from './address-form-resolver';
import { FormCountryField } from './form-country-field';
import { FormTextInput } from './form-text-input';

type AddressField = keyof NewAddress;

/** The dialog's words, from the screen that shows it. */
export interface AddressFormTexts {
  title: string;
  hint?: string;
  cancel: string;
  submit: string;
  fieldLabel(field: AddressField): string;
}

interface AddressFormDialogProps {
  open: boolean;
  texts: AddressFormTexts;
  /** The address to start from, else empty fields. */
  initial: NewAddress | null;
  onClose(): void;
  /** A promise it returns keeps the dialog busy; a refusal shows on its fields or above the buttons. */
  onSubmit(address: NewAddress): void | Promise<void>;
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
  name: AddressField;
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
  // A picker of the list (stored by its English name), as in the account and user forms.
  { name: 'country', autoComplete: 'country-name', required: true, half: true },
];
const fieldNames = fields.map((field) => field.name);

/** An address (checkout's new one, an address book entry), checked by the contract's rules of an address. */
export function AddressFormDialog({ open, texts, initial, onClose, onSubmit }: AddressFormDialogProps) {
  const id = useId();
  const message = useErrorText();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError, formState } = useForm<NewAddress>({
    resolver: usePreloadedResolver(addressFormResolver),
    defaultValues: initial ?? emptyAddress,
  });

  const submit = handleSubmit(async (address) => {
    setFailure(undefined);
    try {
      await onSubmit(address);
    } catch (error) {
      if (!setServerFieldErrors(error, fieldNames, setError)) setFailure(error);
    }
  });

  const close = () => {
    if (!formState.isSubmitting) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={texts.hint ? `${id}-hint` : undefined}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{texts.title}</DialogTitle>
        <DialogContent>
          {texts.hint && (
            <DialogContentText id={`${id}-hint`} sx={{ mb: 3 }}>
              {texts.hint}
            </DialogContentText>
          )}
          <Grid container spacing={2} sx={{ pt: texts.hint ? 0 : 1 }}>
            {fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                {field.name === 'country' ? (
                  <FormCountryField control={control} name="country" label={texts.fieldLabel('country')} required={field.required} />
                ) : (
                  <FormTextInput
                    control={control}
                    name={field.name}
                    label={texts.fieldLabel(field.name)}
                    required={field.required}
                    autoComplete={field.autoComplete}
                    type={field.type}
                  />
                )}
              </Grid>
            ))}
          </Grid>
          {failure !== undefined && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {message(failure)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={close}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {texts.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
