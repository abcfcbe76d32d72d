import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountRecoveryErrors, AccountRecoveryRule } from '@/contract/account-messages';
import type { VerifyCodeForm as VerifyCodeValues } from '@/contract/account-recovery';
import { useErrorText } from '@/web/lib/error-text';
import { useResetPassword } from '@/web/features/auth/api/use-reset-password';
import { useVerifyCode } from '@/web/features/auth/api/use-verify-code';
import { CodeInputs } from './code-inputs';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { authResolvers } from '@/web/features/auth/forms/auth-resolvers';
import { toast } from '@/web/lib/toast';
import { EmailInput, FailureAlert } from './auth-form-parts';
import { paths, withQuery } from '@/web/lib/paths';

/** The email and the six digits of a reset mail; a right code leads to the new-password step. */
export function VerifyCodeForm({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const resend = useResetPassword();
  const { control, handleSubmit, trigger, getValues } = useForm<VerifyCodeValues>({
    resolver: usePreloadedResolver(authResolvers.verifyCode),
    defaultValues: { email: defaultEmail, digits: Array<string>(AccountRecoveryRule.codeLength).fill('') },
  });

  const onSubmit = handleSubmit(async ({ email, digits }) => {
    resend.reset();
    const answer = await verify.mutateAsync({ email, code: digits.join('') }).catch(() => null);
    if (answer)
      navigate(withQuery(paths.auth.newPassword, { token: answer.resetToken }), { replace: true });
  });

  const onResend = async () => {
    if (!(await trigger('email'))) return;
    verify.reset();
    const sent = await resend.mutateAsync({ email: getValues('email') }).then(
      () => true,
      () => false,
    );
    if (sent) toast(t('accountRecovery.verify.resent'), 'success');
  };

  const failure = verify.error ?? resend.error;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('accountRecovery.verify.submit')}>
      <Stack spacing={3}>
        <FailureAlert failure={failure && failure} />
        <EmailInput control={control} />
        <Controller
          name="digits"
          control={control}
          render={({ field, formState }) => {
            const errors = formState.errors.digits;
            const invalid = field.value.map((_, index) => Boolean(errors?.[index] ?? errors?.message));
            return (
              <CodeInputs
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={invalid}
                error={invalid.some(Boolean) ? message(AccountRecoveryErrors.codeRequired.code) : undefined}
              />
            );
          }}
        />
        <Button fullWidth size="large" type="submit" variant="contained" loading={verify.isPending}>
          {t('accountRecovery.verify.submit')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3 }}>
        {t('accountRecovery.verify.noCode')}{' '}
        <Link
          component="button"
          type="button"
          variant="subtitle2"
          onClick={onResend}
          disabled={resend.isPending}
        >
          {t('accountRecovery.verify.resend')}
        </Link>
      </Typography>
    </form>
  );
}
