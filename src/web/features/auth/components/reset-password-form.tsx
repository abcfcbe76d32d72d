import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResetPasswordRequest } from '@/contract/account-recovery';
import { useResetPassword } from '@/web/features/auth/api/use-reset-password';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { authResolvers } from '@/web/features/auth/forms/auth-resolvers';
import { InteractiveFieldset } from '@/web/components/interactive-fieldset';
import { EmailInput, FailureAlert } from './auth-form-parts';

interface ResetPasswordFormProps {
  defaultEmail: string;
  onSent(email: string): void;
}

/** The email to send the reset link and code to (valid and required). */
export function ResetPasswordForm({ defaultEmail, onSent }: ResetPasswordFormProps) {
  const { t } = useTranslation();
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
          <FailureAlert failure={reset.isError ? reset.error : null} />
          <EmailInput control={control} />
          <Button fullWidth size="large" type="submit" variant="contained" loading={reset.isPending}>
            {t('accountRecovery.reset.submit')}
          </Button>
        </Stack>
      </InteractiveFieldset>
    </form>
  );
}
