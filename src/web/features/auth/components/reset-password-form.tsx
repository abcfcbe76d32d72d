import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResetPasswordRequest } from '../../../../contract/account-recovery';
import { errorMessageOf } from '../../../lib/http-client';
import { useMessage } from '../../../lib/use-message';
import { useResetPassword } from '../api/use-reset-password';
import { usePreloadedResolver } from '../../../lib/lazy-resolver';
import { authResolvers } from '../forms/auth-resolvers';
import { FormTextInput } from '../../../components/form-text-input';
import { InteractiveFieldset } from '../../../components/interactive-fieldset';

interface ResetPasswordFormProps {
  defaultEmail: string;
  onSent(email: string): void;
}

/** The email to send the reset link and code to (DECISIONS §5: valid and required). */
export function ResetPasswordForm({ defaultEmail, onSent }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm<ResetPasswordRequest>({
    resolver: usePreloadedResolver(authResolvers.resetPassword),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    await reset.mutateAsync(values).then(
      () => onSent(values.email.trim()),
      () => undefined,
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('accountRecovery.reset.heading')}>
      <InteractiveFieldset>
        <Stack spacing={3}>
          {reset.isError && (
            <Alert severity="error" role="alert" sx={{ textAlign: 'start' }}>
              {message(errorMessageOf(reset.error))}
            </Alert>
          )}
          <FormTextInput
            name="email"
            control={control}
            type="email"
            label={t('auth.email')}
            autoComplete="email"
          />
          <Button fullWidth size="large" type="submit" variant="contained" loading={reset.isPending}>
            {t('accountRecovery.reset.submit')}
          </Button>
        </Stack>
      </InteractiveFieldset>
    </form>
  );
}
