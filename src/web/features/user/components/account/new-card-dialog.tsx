import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CARD_NUMBER_MAX_DIGITS,
  cardTypes,
  detectCardType,
  formatCardNumber,
  lastFourDigits,
} from '@/contract/card-number';
import { TextInput } from '@/web/components/text-input';
import { useErrorText } from '@/web/lib/error-text';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { toast } from '@/web/lib/toast';
import { useCardChanges } from '@/web/features/user/api/cards';
import { accountFormResolvers, type CardFormValues } from './account-form-resolvers';
import { CardTypeLogo } from './card-type-logo';

// Digits and a space after each group of four.
const maxLength = CARD_NUMBER_MAX_DIGITS + Math.floor((CARD_NUMBER_MAX_DIGITS - 1) / 4);

/**
 * Adds a card: the number is shown in groups of four as it is typed, its type follows from its first digits (or is
 * picked), and it is checked here (length, Luhn); only its last four digits and its type are sent.
 */
export function NewCardDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const id = useId();
  const { add } = useCardChanges();
  const { control, handleSubmit, setValue, getValues, formState } = useForm<CardFormValues>({
    resolver: usePreloadedResolver(accountFormResolvers.card),
    defaultValues: { cardNumber: '', cardType: '' },
  });

  const submit = handleSubmit(async ({ cardNumber, cardType }) => {
    try {
      await add.mutateAsync({
        last4: lastFourDigits(cardNumber),
        cardType: cardType as Exclude<typeof cardType, ''>,
      });
    } catch {
      return; // the dialog shows add.error
    }
    toast(t('account-settings.newCard.added'), 'success');
    onClose();
  });
  const close = () => {
    if (!formState.isSubmitting) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('account-settings.newCard.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-hint`} sx={{ mb: 3 }}>
            {t('account-settings.newCard.hint')}
          </DialogContentText>
          <Stack sx={{ gap: 3 }}>
            <Controller
              name="cardNumber"
              control={control}
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  onChange={(event) => {
                    const formatted = formatCardNumber(event.target.value);
                    field.onChange(formatted);
                    const detected = detectCardType(formatted);
                    if (detected && detected !== getValues('cardType')) setValue('cardType', detected);
                  }}
                  label={t('account-settings.newCard.number')}
                  required
                  fullWidth
                  autoComplete="cc-number"
                  placeholder="0000 0000 0000 0000"
                  inputProps={{ inputMode: 'numeric', maxLength, dir: 'ltr' }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error ? message(fieldState.error.message) : undefined}
                />
              )}
            />
            <Controller
              name="cardType"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl required error={Boolean(fieldState.error)}>
                  <FormLabel id={`${id}-type`}>{t('account-settings.newCard.type')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${id}-type`}
                    name={field.name}
                    value={field.value}
                    onChange={(_, value) => field.onChange(value)}
                    sx={{ gap: 2, mt: 1 }}
                  >
                    {cardTypes.map((type) => (
                      <FormControlLabel
                        key={type}
                        value={type}
                        control={<Radio inputRef={type === cardTypes[0] ? field.ref : undefined} />}
                        label={
                          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                            <CardTypeLogo type={type} />
                            {t(`account-settings.cardTypes.${type}`)}
                          </Stack>
                        }
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{message(fieldState.error.message)}</FormHelperText>}
                </FormControl>
              )}
            />
          </Stack>
          {add.error && (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              {message(add.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={close}>
            {t('account-settings.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('account-settings.newCard.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
