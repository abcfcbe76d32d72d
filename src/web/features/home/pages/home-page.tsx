import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../../contract/brand';
import { Logo } from '../../../components/logo';
import { Page } from '../../../components/page';
import { layout } from '../../../theme/create-app-theme';

/** `/`: the presenter's front door, inside the public layout (the full home page comes later). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.home')}>
      {/* Fills the first screen under the public header; the footer follows below the fold. */}
      <Stack
        component="section"
        sx={{
          minHeight: {
            xs: `calc(100vh - ${layout.publicHeaderMobile}px)`,
            md: `calc(100vh - ${layout.publicHeaderDesktop}px)`,
          },
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          px: 3,
          py: 8,
        }}
      >
        <Logo size={64} />
        <Typography variant="h1" sx={{ mt: 4 }}>
          {brand.presenter.name}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('home.tagline')}
        </Typography>
        <Typography sx={{ mt: 3, maxWidth: 560, color: 'text.secondary' }}>
          {t('home.bio', { name: brand.presenter.name })}
        </Typography>
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
