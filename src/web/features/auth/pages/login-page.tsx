import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { LoginOptionsResponse } from '@/contract/account';
import { brand } from '@/contract/brand';
import { KeyIcon } from '@/web/components/icons';
import { LazyTooltip } from '@/web/components/lazy-tooltip';
import { Page } from '@/web/components/page';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { useLoginOptions } from '@/web/features/auth/api/use-login-options';
import { LoginForm } from '@/web/features/auth/components/login-form';
import { paths } from '@/web/lib/paths';

export default function LoginPage() {
  const { t } = useTranslation();
  // On the login route, the options its page was rendered with at build time (none elsewhere).
  const options = useLoginOptions(useLoaderData<LoginOptionsResponse | null | undefined>());
  const demo = options?.demoAccount;
  // Hidden only once the server says registration is closed (the built page for that case has no link).
  const registrationOpen = options?.registrationOpen !== false;

  return (
    <Page title={t('titles.login')}>
      <AuthLayout
        heading={t('auth.welcomeBack')}
        line={t('auth.panelLine')}
        illustration={{ n: 5, alt: t('auth.illustrationAlt') }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', mb: 5 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h4" component="h1" gutterBottom>
              {t('auth.signInTo', { product: brand.productName })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('auth.enterDetails')}</Typography>
          </Box>
          <LazyTooltip title={t('auth.method', { method: t('auth.methodJwt') })} placement="left">
            <Box
              role="img"
              tabIndex={0}
              aria-label={t('auth.method', { method: t('auth.methodJwt') })}
              sx={{
                display: 'inline-flex',
                p: 1,
                borderRadius: 1.5,
                color: 'primary.main',
                bgcolor: 'action.hover',
              }}
            >
              <KeyIcon />
            </Box>
          </LazyTooltip>
        </Stack>

        {demo && (
          <Alert severity="info" role="note" sx={{ mb: 3 }}>
            {t('auth.demoEmail')} <strong>{demo.email}</strong> / {t('auth.demoPassword')}{' '}
            <strong>{demo.password}</strong>
          </Alert>
        )}

        <LoginForm />

        {registrationOpen && (
          <Typography variant="body2" align="center" sx={{ mt: 3 }}>
            {t('auth.noAccount')}{' '}
            <Link component={RouterLink} to={paths.auth.register} variant="subtitle2">
              {t('auth.getStarted')}
            </Link>
          </Typography>
        )}
      </AuthLayout>
    </Page>
  );
}
