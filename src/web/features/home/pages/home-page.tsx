import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../../contract/brand';
import { Logo } from '../../../components/logo';
import { Page } from '../../../components/page';

/** `/`: the presenter's front door (the full public site is built on top of it). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.home')}>
      <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 3 }}>
        <Logo size={64} />
        <Typography variant="h1" sx={{ mt: 4 }}>
          {brand.presenter.name}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('home.tagline')}
        </Typography>
        <Typography sx={{ mt: 3, maxWidth: 560, color: 'text.secondary' }}>{t('home.bio', { name: brand.presenter.name })}</Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 5 }}>
          <Button component="a" href={`mailto:${brand.contactEmail}`} variant="contained" size="large">
            {t('home.book')}
          </Button>
          <Button component={RouterLink} to="/dashboard" variant="outlined" color="inherit" size="large">
            {t('home.dashboard')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
