import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ContactRequest } from '@/contract/contact';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { useErrorText } from '@/web/lib/error-text';
import { useSendContact } from '@/web/features/public-site/api/use-send-contact';
import { contactResolvers } from '@/web/features/public-site/forms/contact-resolvers';
import { FormTextInput } from '@/web/components/form-text-input';
import { HoneypotField } from './honeypot-field';
import { InteractiveFieldset } from '@/web/components/interactive-fieldset';

const empty: ContactRequest = { name: '', email: '', subject: '', message: '', website: '' };

/** Say Hello: name, email, subject and message; a failed send keeps what was typed. */
export function ContactForm() {
  const { t } = useTranslation();
  const message = useErrorText();
  const send = useSendContact();
  const { control, handleSubmit, reset } = useForm<ContactRequest>({
    resolver: usePreloadedResolver(contactResolvers.contact),
    defaultValues: empty,
  });

  if (send.isSuccess) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h2">
          {t('sayHello.form.sentHeading')}
        </Typography>
        <Alert severity="success" role="status" sx={{ width: 1 }}>
          {t('contact.messages.received')}
        </Alert>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            reset(empty);
            send.reset();
          }}
        >
          {t('sayHello.form.sendAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="say-hello-form"
      onSubmit={handleSubmit((values) => send.mutateAsync(values).catch(() => undefined))}
    >
      <InteractiveFieldset>
        <Typography id="say-hello-form" variant="h4" component="h2" sx={{ mb: 3 }}>
          {t('sayHello.form.heading')}
        </Typography>
        <Stack spacing={2.5} sx={{ position: 'relative' }}>
          {send.isError && (
            <Alert severity="error" role="alert">
              {message(send.error)}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextInput
              control={control}
              name="name"
              label={t('sayHello.form.name')}
              autoComplete="name"
            />
            <FormTextInput
              control={control}
              name="email"
              type="email"
              label={t('sayHello.form.email')}
              autoComplete="email"
            />
          </Stack>
          <FormTextInput
            control={control}
            name="subject"
            label={t('sayHello.form.subject')}
          />
          <FormTextInput
            control={control}
            name="message"
            label={t('sayHello.form.message')}
            hint={t('sayHello.form.messageHint')}
            multiline
            minRows={5}
          />
          <HoneypotField control={control} label={t('contact.honeypot')} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans
              i18nKey="sayHello.form.privacy"
              components={{
                policy: <Link component={RouterLink} to="/privacy-policy" sx={{ color: 'text.primary' }} />,
              }}
            />
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={send.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('sayHello.form.submit')}
          </Button>
        </Stack>
      </InteractiveFieldset>
    </form>
  );
}
