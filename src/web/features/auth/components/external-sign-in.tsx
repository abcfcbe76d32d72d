import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  externalSignInReturn,
  externalStartPath,
  isExternalSignInErrorCode,
} from '@/contract/external-sign-in-messages';
import type { AuthMethod, SocialProvider } from '@/contract/sign-in-methods';
import { HostedSignInIcon, ProviderIcon, SocialSignInIcon } from '@/web/components/provider-icons';
import { api } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';

const { params } = externalSignInReturn;
const namespace = 'external_sign_in';

/**
 * Where the visitor goes once signed in: the page they asked for when login showed in its place (a dashboard
 * address), else the dashboard.
 */
function useReturnTo(): string {
  const { pathname, search } = useLocation();
  return pathname.startsWith(paths.auth.root) ? paths.dashboard.root : `${pathname}${search}`;
}

/**
 * Collects a sign-in the provider finished (`?externalSignIn=<code>` from the server's callback): the session,
 * then the page first asked for. A refusal (`?externalError=<code>`) or a code that no longer works shows
 * as the alert; an unknown code in the address shows nothing.
 */
function useProviderResult() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const adoptSession = useAuth((state) => state.adoptSession);
  const handoff = search.get(params.handoff);
  const errorCode = search.get(params.error);
  const [failure, setFailure] = useState<unknown>(
    errorCode && isExternalSignInErrorCode(errorCode) ? errorCode : undefined,
  );
  const started = useRef(false);

  useEffect(() => {
    if (!handoff || started.current) return;
    started.current = true;
    api
      .post('/api/account/external/complete', { code: handoff })
      .then(({ returnTo, ...session }) => {
        adoptSession(session);
        navigate(returnTo, { replace: true });
      })
      .catch((error: unknown) => {
        setFailure(error);
        setSearch({}, { replace: true });
      });
  }, [handoff, navigate, adoptSession, setSearch]);

  return { completing: Boolean(handoff) && !failure, failure };
}

/** The badges of the ways to sign in through a provider that are on, drawn by the login page's `Badge`. */
export function ExternalMethodBadges({
  methods,
  Badge,
}: {
  methods: AuthMethod[];
  Badge: (props: { label: string; icon: ReactNode }) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      {methods.includes('oidc') && (
        <Badge
          label={t('auth.method', { ns: 'auth', method: t('methodOidc') })}
          icon={<HostedSignInIcon />}
        />
      )}
      {methods.includes('social') && (
        <Badge
          label={t('auth.method', { ns: 'auth', method: t('methodSocial') })}
          icon={<SocialSignInIcon />}
        />
      )}
    </>
  );
}

/** "OR" between the provider buttons and the password form. */
function OrDivider() {
  const { t } = useTranslation(namespace);
  return (
    <Divider
      sx={{
        my: 3,
        typography: 'overline',
        color: 'text.secondary',
        '&::before, &::after': { borderStyle: 'dashed' },
      }}
    >
      {t('or')}
    </Divider>
  );
}

/**
 * The login screen's ways to sign in through a provider (AUTH_METHODS): the hosted tenant's single Login
 * button, the social providers' buttons, the "OR" above the password form (the login page's own) when that
 * is on too, and the outcome of a provider's round trip.
 */
export default function ExternalSignIn({
  methods,
  socialProviders,
}: {
  methods: AuthMethod[];
  socialProviders: SocialProvider[];
}) {
  const { t } = useTranslation(namespace);
  const errorText = useErrorText();
  const returnTo = useReturnTo();
  const { completing, failure } = useProviderResult();
  const password = methods.includes('password');
  const oidc = methods.includes('oidc');
  const social = methods.includes('social') && socialProviders.length > 0;

  if (completing) {
    return (
      <Stack
        role="status"
        direction="row"
        sx={{ alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
      >
        <CircularProgress size={24} />
        <Typography>{t('completing')}</Typography>
      </Stack>
    );
  }
  return (
    <>
      {Boolean(failure) && (
        <Alert severity="error" role="alert" sx={{ mb: 3, textAlign: 'left' }}>
          {errorText(failure)}
        </Alert>
      )}
      {oidc && (
        <Box>
          <Button
            fullWidth
            size="large"
            variant="contained"
            href={externalStartPath('oidc', returnTo)}
            startIcon={<HostedSignInIcon />}
          >
            {t('loginButton')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, textAlign: 'center' }}>
            {t('hostedHint')}
          </Typography>
        </Box>
      )}
      {oidc && social && <OrDivider />}
      {social && (
        <Stack direction="row" sx={{ gap: 2 }}>
          {socialProviders.map((provider) => (
            <Button
              key={provider}
              fullWidth
              size="large"
              color="inherit"
              variant="outlined"
              href={externalStartPath(provider, returnTo)}
              aria-label={t('continueWith', { provider: t(`providers.${provider}`) })}
            >
              <ProviderIcon provider={provider} />
            </Button>
          ))}
        </Stack>
      )}
      {password && (oidc || social) && <OrDivider />}
    </>
  );
}
