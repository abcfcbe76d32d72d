import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../components/page';

/** /404: what any unknown address shows. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.notFound')}>
      <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 2 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('notFound.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480, mb: 4 }}>{t('notFound.body')}</Typography>
        <Button component={RouterLink} to="/" size="large" variant="contained">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Page>
  );
}
