import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@/web/lib/session/auth-store';
import { paths } from '@/web/lib/paths';

/** The foot of the sidebar: a greeting and the way to the documentation. */
export function HelpCard() {
  const { t } = useTranslation();
  const name = useAuth((state) => state.user?.displayName ?? '');
  return (
    <Stack spacing={2} sx={{ px: 5, pt: 4, pb: 5, textAlign: 'center', alignItems: 'center' }} data-testid="help-card">
      <div>
        <Typography variant="subtitle1" component="p" gutterBottom>
          {t('dashboard.help.greeting', { name })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
          {t('dashboard.help.text')}
        </Typography>
      </div>
      <Button component={RouterLink} to={paths.docs.root} variant="contained">
        {t('dashboard.help.documentation')}
      </Button>
    </Stack>
  );
}
