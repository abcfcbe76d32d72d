import Alert from '@mui/material/Alert';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/web/components/form-text-input';
import { useErrorText } from '@/web/lib/error-text';

/** The alert above an account form when the server refused it; nothing while `failure` is empty. */
export function FailureAlert({ failure }: { failure: unknown }) {
  const errorText = useErrorText();
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
      {errorText(failure)}
    </Alert>
  );
}

/** The email field of the account forms (login, reset, verify). */
export function EmailInput<T extends FieldValues & { email: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <FormTextInput
      name={'email' as Path<T>}
      control={control}
      type="email"
      label={t('auth.email')}
      autoComplete="email"
    />
  );
}
