import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BookingRequest } from '@/contract/contact';
import type { BookingMode, BookingPackageId } from '@/contract/contact-rules';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { useErrorText } from '@/web/lib/error-text';
import { useSendBooking } from '@/web/features/public-site/api/use-send-booking';
import { contactResolvers } from '@/web/features/public-site/forms/contact-resolvers';
import { FormTextInput } from '@/web/components/form-text-input';
import { HoneypotField } from './honeypot-field';
import { InteractiveFieldset } from '@/web/components/interactive-fieldset';

interface BookingFormProps {
  packageId: BookingPackageId;
  mode: BookingMode;
  onSent: () => void;
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 2.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Stack>
  );
}

function TermsCheckbox({ control }: { control: Control<BookingRequest> }) {
  const message = useErrorText();
  return (
    <Controller
      name="acceptTerms"
      control={control}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                inputRef={field.ref}
                slotProps={{
                  input: { 'aria-describedby': fieldState.error ? 'accept-terms-error' : undefined },
                }}
              />
            }
            label={
              <Trans
                i18nKey="payment.fields.acceptTerms"
                components={{ policy: <Link component={RouterLink} to="/terms-and-conditions" /> }}
              />
            }
          />
          {fieldState.error && (
            <FormHelperText id="accept-terms-error" error>
              {message(fieldState.error.message)}
            </FormHelperText>
          )}
        </div>
      )}
    />
  );
}

/** The booking request: contact, billing address and event; nothing is charged, a failed send keeps what was typed. */
export function BookingForm({ packageId, mode, onSent }: BookingFormProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const send = useSendBooking();
  const { control, handleSubmit } = useForm<BookingRequest>({
    resolver: usePreloadedResolver(contactResolvers.booking),
    values: {
      packageId,
      mode,
      name: '',
      email: '',
      phone: '',
      company: '',
      address: '',
      postalCode: '',
      city: '',
      country: '',
      eventDate: '',
      eventCity: '',
      notes: '',
      acceptTerms: false as unknown as true,
      website: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const field = (name: keyof BookingRequest) => ({
    control,
    name,
    label: t(`payment.fields.${name}`),
  });

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync({ ...values, packageId, mode }).then(
      () => onSent(),
      () => undefined,
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('payment.heading')}>
      <InteractiveFieldset>
        <Stack spacing={5} sx={{ position: 'relative' }}>
          {send.isError && (
            <Alert severity="error" role="alert">
              {message(send.error)}
            </Alert>
          )}
          <Fieldset legend={t('payment.sections.contact')}>
            <FormTextInput {...field('name')} autoComplete="name" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <FormTextInput {...field('email')} type="email" autoComplete="email" />
              <FormTextInput {...field('phone')} type="tel" autoComplete="tel" />
            </Stack>
            <FormTextInput {...field('company')} autoComplete="organization" />
          </Fieldset>
          <Fieldset legend={t('payment.sections.billing')}>
            <FormTextInput {...field('address')} autoComplete="street-address" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <FormTextInput
                {...field('postalCode')}
                autoComplete="postal-code"
                sx={{ maxWidth: { sm: 180 } }}
              />
              <FormTextInput {...field('city')} autoComplete="address-level2" />
            </Stack>
            <FormTextInput {...field('country')} autoComplete="country-name" />
          </Fieldset>
          <Fieldset legend={t('payment.sections.event')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <FormTextInput {...field('eventDate')} type="date" shrinkLabel />
              <FormTextInput {...field('eventCity')} />
            </Stack>
            <FormTextInput {...field('notes')} hint={t('payment.fields.notesHint')} multiline minRows={4} />
          </Fieldset>
          <HoneypotField control={control} label={t('contact.honeypot')} />
          <TermsCheckbox control={control} />
          <div>
            <Button type="submit" variant="contained" size="large" loading={send.isPending}>
              {t('payment.submit')}
            </Button>
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {t('payment.noCharge')}
            </Typography>
          </div>
        </Stack>
      </InteractiveFieldset>
    </form>
  );
}
