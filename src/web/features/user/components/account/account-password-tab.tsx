import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordForm } from '@/contract/account-settings';
import { PasswordField } from '@/web/components/password-field';
import { useErrorText } from '@/web/lib/error-text';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { setServerFieldErrors } from '@/web/lib/server-field-errors';
import { toast } from '@/web/lib/toast';
import { useChangePassword } from '@/web/features/user/api/change-password';
import { accountFormResolvers } from './account-form-resolvers';
import { FormFooter } from './form-footer';
import { SettingsCard } from './settings-card';

const emptyForm: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const fields: { name: keyof ChangePasswordForm; autoComplete: string; hint?: boolean }[] = [
  { name: 'oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password', hint: true },
  { name: 'confirmNewPassword', autoComplete: 'new-password' },
];
const fieldNames = fields.map((field) => field.name);

/** Change password: the old one, the new one twice; the account's other sessions are signed out. */
export function AccountPasswordTab() {
  const { t } = useTranslation();
  const message = useErrorText();
  const change = useChangePassword();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordForm>({
    resolver: usePreloadedResolver(accountFormResolvers.changePassword),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setFailure(undefined);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      reset(emptyForm);
      toast(t('account-settings.security.changed'), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, fieldNames, setError)) setFailure(error);
    }
  });

  return (
    <SettingsCard
      title={t('account-settings.security.title')}
      subheader={t('account-settings.security.subheader')}
    >
      <form noValidate onSubmit={onSubmit} aria-label={t('account-settings.security.title')}>
        <Stack sx={{ gap: 3, maxWidth: 560 }}>
          {fields.map((field) => (
            <Controller
              key={field.name}
              name={field.name}
              control={control}
              render={({ field: input, fieldState }) => (
                <PasswordField
                  {...input}
                  label={t(`account-settings.security.${field.name}`)}
                  autoComplete={field.autoComplete}
                  required
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error
                      ? message(fieldState.error.message)
                      : field.hint
                        ? t('account-settings.security.newPasswordHint')
                        : undefined
                  }
                />
              )}
            />
          ))}
          <FormFooter
            failure={failure}
            pending={change.isPending}
            submitLabel={t('account-settings.security.save')}
          />
        </Stack>
      </form>
    </SettingsCard>
  );
}
