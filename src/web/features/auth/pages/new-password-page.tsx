import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '@/web/components/page';
import { BackToLoginButton } from '@/web/features/auth/components/back-to-login-button';
import { NewPasswordForm } from '@/web/features/auth/components/new-password-form';
import { RecoveryLayout } from '@/web/features/auth/components/recovery-layout';
import { paths } from '@/web/lib/paths';

/** Last step: /auth/new-password?token=... from the reset mail, the code screen or a set-password link. */
export default function NewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Page title={t('accountRecovery.titles.newPassword')}>
      <RecoveryLayout>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('accountRecovery.newPassword.heading')}
        </Typography>
        {token ? (
          <>
            <Typography sx={{ color: 'text.secondary', mb: 5 }}>
              {t('accountRecovery.newPassword.body')}
            </Typography>
            <NewPasswordForm token={token} />
          </>
        ) : (
          <>
            <Alert severity="warning" sx={{ mb: 3, textAlign: 'left' }}>
              {t('accountRecovery.newPassword.missingLink')}
            </Alert>
            <Button
              component={RouterLink}
              to={paths.auth.resetPassword}
              fullWidth
              size="large"
              variant="contained"
            >
              {t('accountRecovery.newPassword.requestNew')}
            </Button>
          </>
        )}
        <BackToLoginButton />
      </RecoveryLayout>
    </Page>
  );
}
