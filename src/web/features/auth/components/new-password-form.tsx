import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { NewPasswordFields } from '@/contract/account-recovery';
import { useErrorText } from '@/web/lib/error-text';
import { useNewPassword } from '@/web/features/auth/api/use-new-password';
import { PasswordField } from '@/web/components/password-field';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { authResolvers } from '@/web/features/auth/forms/auth-resolvers';
import { toast } from '@/web/lib/toast';
import { paths } from '@/web/lib/paths';

/** New password twice (min 6, must match); success signs in and opens the dashboard. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const update = useNewPassword();
  const { control, handleSubmit } = useForm<NewPasswordFields>({
    resolver: usePreloadedResolver(authResolvers.newPassword),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const session = await update.mutateAsync({ token, ...values }).catch(() => null);
    if (!session) return;
    toast(t('accountRecovery.newPassword.success'), 'success');
    navigate(paths.dashboard.root, { replace: true });
  });

  const field = (name: keyof NewPasswordFields, label: string, hint?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => (
        <PasswordField
          {...input}
          label={label}
          autoComplete="new-password"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? message(fieldState.error.message) : hint}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('accountRecovery.newPassword.submit')}>
      <Stack spacing={3} sx={{ textAlign: 'left' }}>
        {update.isError && (
          <Alert severity="error" role="alert">
            {message(update.error)}{' '}
            <Link component={RouterLink} to={paths.auth.resetPassword} color="inherit" underline="always">
              {t('accountRecovery.newPassword.requestNew')}
            </Link>
          </Alert>
        )}
        {field('password', t('accountRecovery.newPassword.password'), t('accountRecovery.newPassword.rule'))}
        {field('confirmPassword', t('accountRecovery.newPassword.confirmPassword'))}
        <Button fullWidth size="large" type="submit" variant="contained" loading={update.isPending}>
          {t('accountRecovery.newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
