import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegisterRequest } from '@/contract/account';
import { useErrorText } from '@/web/lib/error-text';
import { useAuth } from '@/web/lib/session/auth-store';
import { PasswordField } from '@/web/components/password-field';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { authResolvers } from '@/web/features/auth/forms/auth-resolvers';
import { TextInput } from '@/web/components/text-input';
import { InteractiveFieldset } from '@/web/components/interactive-fieldset';
import { FailureAlert } from './auth-form-parts';
import { paths } from '@/web/lib/paths';

type FieldName = keyof RegisterRequest;

/** Name, email and password; a new account is signed in and taken to the dashboard. */
export function RegisterForm() {
  const { t } = useTranslation();
  const message = useErrorText();
  const register = useAuth((state) => state.register);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<RegisterRequest>({
    resolver: usePreloadedResolver(authResolvers.register),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await register(values);
      navigate(paths.dashboard.root, { replace: true });
    } catch (error) {
      setFailure(error);
    }
  });

  const field = (name: FieldName, label: string, autoComplete: string, type = 'text') => (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const props = {
          ...input,
          label,
          autoComplete,
          fullWidth: true,
          error: Boolean(fieldState.error),
          helperText: message(fieldState.error?.message),
        };
        return type === 'password' ? <PasswordField {...props} /> : <TextInput {...props} type={type} />;
      }}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('register.submit')}>
      <InteractiveFieldset>
        <Stack spacing={3}>
          <FailureAlert failure={failure} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('firstName', t('register.firstName'), 'given-name')}
            {field('lastName', t('register.lastName'), 'family-name')}
          </Stack>
          {field('email', t('auth.email'), 'email', 'email')}
          {field('password', t('auth.password'), 'new-password', 'password')}
          <Button fullWidth size="large" type="submit" variant="contained" loading={isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </InteractiveFieldset>
    </form>
  );
}
