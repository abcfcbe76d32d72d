import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LoginRequest } from '@/contract/account';
import { AccountBanned } from '@/contract/client-errors';
import { useErrorText } from '@/web/lib/error-text';
import { useAuth } from '@/web/lib/session/auth-store';
import { PasswordField } from '@/web/components/password-field';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { authResolvers } from '@/web/features/auth/forms/auth-resolvers';
import { InteractiveFieldset } from '@/web/components/interactive-fieldset';
import { toast } from '@/web/lib/toast';
import { EmailInput, FailureAlert } from './auth-form-parts';
import { paths } from '@/web/lib/paths';

/** Email and password sign-in: a valid email and a password are required. */
export function LoginForm() {
  const { t } = useTranslation();
  const message = useErrorText();
  const login = useAuth((state) => state.login);
  // Signed out by the server because the account was banned: said above the form until the next attempt.
  const bannedNotice = useAuth((state) => state.bannedNotice);
  const [remember, setRemember] = useState(true);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    control,
    handleSubmit,
    resetField,
    setFocus,
    formState: { isSubmitting },
  } = useForm<LoginRequest>({
    resolver: usePreloadedResolver(authResolvers.login),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values, remember);
      toast(t('auth.loginSuccess'), 'success');
    } catch (error) {
      // A failed login keeps the email, clears the password and puts the cursor there (DECISIONS §5);
      // the message shows above the form.
      resetField('password');
      setFailure(error);
      setTimeout(() => setFocus('password'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('auth.login')}>
      <InteractiveFieldset>
        <Stack spacing={3}>
          <FailureAlert failure={failure ?? (bannedNotice ? AccountBanned.code : null)} />
          <EmailInput control={control} />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                label={t('auth.password')}
                autoComplete="current-password"
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error?.message)}
              />
            )}
          />
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', my: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label={t('auth.remember')}
          />
          <Link component={RouterLink} to={paths.auth.resetPassword} variant="subtitle2" underline="hover">
            {t('auth.forgotPassword')}
          </Link>
        </Stack>
        <Button fullWidth size="large" type="submit" variant="contained" loading={isSubmitting}>
          {t('auth.login')}
        </Button>
      </InteractiveFieldset>
    </form>
  );
}
