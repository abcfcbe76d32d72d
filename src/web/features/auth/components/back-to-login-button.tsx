import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BackIcon } from './recovery-icons';
import { paths } from '@/web/lib/paths';

export function BackToLoginButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.auth.login}
      fullWidth
      size="large"
      color="inherit"
      startIcon={<BackIcon />}
      sx={{ mt: 1 }}
    >
      {t('accountRecovery.back')}
    </Button>
  );
}
