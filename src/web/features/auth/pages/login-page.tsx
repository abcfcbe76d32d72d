import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, useLocation } from 'react-router';
import type { LoginOptionsResponse } from '@/contract/account';
import { brand } from '@/contract/brand';
import { externalSignInReturn } from '@/contract/sign-in-methods';
import { KeyIcon } from '@/web/components/icons';
import { LazyTooltip } from '@/web/components/lazy-tooltip';
import { Page } from '@/web/components/page';
import { AuthLayout } from '@/web/features/auth/components/auth-layout';
import { useLoginOptions } from '@/web/features/auth/api/use-login-options';
import { LoginForm } from '@/web/features/auth/components/login-form';
import { paths } from '@/web/lib/paths';

// Only with a way to sign in through a provider on, or a provider's answer in the address: the password form alone
// (the default, and the page built ahead) loads none of it.
const loadExternal = () => import('@/web/features/auth/components/external-sign-in');
const ExternalSignIn = lazy(loadExternal);
const ExternalMethodBadges = lazy(() =>
  loadExternal().then((module) => ({ default: module.ExternalMethodBadges })),
);

/** The icon of a way to sign in that is on, named by its tooltip ("Signed in with …"). */
function MethodBadge({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <LazyTooltip title={label} placement="left">
      <Box
        role="img"
        tabIndex={0}
        aria-label={label}
        sx={{
          display: 'inline-flex',
          p: 1,
          borderRadius: 1.5,
          color: 'primary.main',
          bgcolor: 'action.hover',
        }}
      >
        {icon}
      </Box>
    </LazyTooltip>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  // On the login route, the options its page was rendered with at build time (none elsewhere).
  const options = useLoginOptions(useLoaderData<LoginOptionsResponse | null | undefined>());
  const demo = options?.demoAccount;
  // Until the options are known (login in place of a dashboard screen asks for them), no form: with the
  // hosted tenant alone there is none.
  const methods = options?.methods ?? [];
  const password = methods.includes('password');
  // Hidden only once the server says registration is closed (the built page for that case has no link), and
  // without the password form (a provider's first sign-in creates the account).
  const registrationOpen = options?.registrationOpen !== false && password;
  const search = new URLSearchParams(useLocation().search);
  const { params } = externalSignInReturn;
  const collecting = search.has(params.handoff);
  const external = methods.some((method) => method !== 'password') || collecting || search.has(params.error);

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
            {/* Details to enter only with the form (through a provider, they are entered there). */}
            {(password || !options) && (
              <Typography sx={{ color: 'text.secondary' }}>{t('auth.enterDetails')}</Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ gap: 1 }}>
            {password && (
              <MethodBadge label={t('auth.method', { method: t('auth.methodJwt') })} icon={<KeyIcon />} />
            )}
            {external && (
              <Suspense fallback={null}>
                <ExternalMethodBadges methods={methods} Badge={MethodBadge} />
              </Suspense>
            )}
          </Stack>
        </Stack>

        {demo && password && (
          <Alert severity="info" role="note" sx={{ mb: 3 }}>
            {t('auth.demoEmail')} <strong>{demo.email}</strong> / {t('auth.demoPassword')}{' '}
            <strong>{demo.password}</strong>
          </Alert>
        )}

        {external && options && (
          <Suspense fallback={null}>
            <ExternalSignIn methods={methods} socialProviders={options.socialProviders} />
          </Suspense>
        )}
        {/* Not while a provider's sign-in is being collected (the form is back if that fails). */}
        {password && !collecting && <LoginForm />}

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
