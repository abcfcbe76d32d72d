import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { LoginOptionsResponse } from '@/contract/account';
import { brand } from '@/contract/brand';
import { Page } from '@/web/components/page';
import { useLoginOptions } from '@/web/features/auth/api/use-login-options';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { RegisterForm } from '@/web/features/auth/components/register-form';
import { paths } from '@/web/lib/paths';

export default function RegisterPage() {
  const { t } = useTranslation();
  // On the register route, the options its page was rendered with at build time (fetched elsewhere).
  const options = useLoginOptions(useLoaderData<LoginOptionsResponse | null | undefined>());
  const legalLink = (to: string) => (
    <Link component={RouterLink} to={to} underline="always" sx={{ color: 'text.primary' }} />
  );

  if (options?.registrationOpen === false)
    return (
      <RegisterScreen title={t('register.closedTitle')}>
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          {t('register.closedText')}
        </Alert>
        <Button component={RouterLink} to={paths.auth.login} variant="contained" size="large" fullWidth>
          {t('register.backToLogin')}
        </Button>
      </RegisterScreen>
    );

  return (
    <RegisterScreen title={t('register.joinTitle')}>
      <Typography sx={{ color: 'text.secondary', mb: 5 }}>{t('register.joinLead')}</Typography>

      <RegisterForm />

      <Typography variant="body2" align="center" sx={{ color: 'text.secondary', mt: 3 }}>
        <Trans
          i18nKey="register.terms"
          values={{ product: brand.productName }}
          components={{ terms: legalLink('/terms-and-conditions'), privacy: legalLink('/privacy-policy') }}
        />
      </Typography>
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.auth.login} variant="subtitle2">
          {t('auth.login')}
        </Link>
      </Typography>
    </RegisterScreen>
  );
}

/** The register screen's frame: its page title, the illustrated layout and the heading `title`. */
function RegisterScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={t('register.title')}>
      <AuthLayout
        heading={t('register.heading', { product: brand.productName })}
        line={t('register.panelLine')}
        illustration={{ n: 8, alt: t('register.illustrationAlt') }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </AuthLayout>
    </Page>
  );
}
