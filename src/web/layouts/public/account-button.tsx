import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/web/lib/session/auth-store';
import { paths } from '@/web/lib/paths';

/** "Sign in" for visitors, "Dashboard" once signed in. */
export function AccountButton() {
  const { t } = useTranslation();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  return isAuthenticated ? (
    <Button component={RouterLink} to={paths.dashboard.root} variant="contained">
      {t('public.dashboard')}
    </Button>
  ) : (
    <Button component={RouterLink} to={paths.auth.login} variant="contained">
      {t('public.signIn')}
    </Button>
  );
}
