import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '@/web/components/page';
import { BackToLoginButton } from '@/web/features/auth/components/back-to-login-button';
import { MailSentIllustration } from '@/web/features/auth/components/recovery-icons';
import { RecoveryLayout } from '@/web/features/auth/components/recovery-layout';
import { ResetPasswordForm } from '@/web/features/auth/components/reset-password-form';
import { paths, withQuery } from '@/web/lib/paths';

/** Step 1 of a reset: the email; then "check your email", with the way to the code screen. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);

  // Set-password links of earlier versions pointed here.
  const token = params.get('token');
  if (token) return <Navigate to={withQuery(paths.auth.newPassword, { token })} replace />;

  return (
    <Page title={t('accountRecovery.titles.resetPassword')}>
      <RecoveryLayout>
        {sentTo === null ? (
          <>
            <Typography variant="h3" component="h1" gutterBottom>
              {t('accountRecovery.reset.heading')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 5 }}>{t('accountRecovery.reset.body')}</Typography>
            <ResetPasswordForm defaultEmail={params.get('email') ?? ''} onSent={setSentTo} />
          </>
        ) : (
          <>
            <MailSentIllustration />
            <Typography variant="h3" component="h1" gutterBottom>
              {t('accountRecovery.reset.sentHeading')}
            </Typography>
            <Typography role="status" sx={{ color: 'text.secondary', mb: 5 }}>
              <Trans
                i18nKey="accountRecovery.reset.sentBody"
                values={{ email: sentTo }}
                components={{ strong: <strong /> }}
              />
            </Typography>
            <Button
              component={RouterLink}
              to={withQuery(paths.auth.verify, { email: sentTo })}
              fullWidth
              size="large"
              variant="contained"
            >
              {t('accountRecovery.reset.enterCode')}
            </Button>
          </>
        )}
        <BackToLoginButton />
      </RecoveryLayout>
    </Page>
  );
}
