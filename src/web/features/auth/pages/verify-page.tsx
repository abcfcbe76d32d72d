import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/web/components/page';
import { BackToLoginButton } from '@/web/features/auth/components/back-to-login-button';
import { RecoveryLayout } from '@/web/features/auth/components/recovery-layout';
import { VerifyCodeForm } from '@/web/features/auth/components/verify-code-form';

/** Step 2 of a reset by code: /auth/verify?email=... */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('accountRecovery.titles.verify')}>
      <RecoveryLayout>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('accountRecovery.verify.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 5 }}>{t('accountRecovery.verify.body')}</Typography>
        <VerifyCodeForm defaultEmail={params.get('email') ?? ''} />
        <BackToLoginButton />
      </RecoveryLayout>
    </Page>
  );
}
