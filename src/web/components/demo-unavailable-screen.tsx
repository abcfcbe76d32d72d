import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import '@/web/locales/demo-texts';
import { i18nReady } from '@/web/locales/i18n';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';
import { Page } from './page';

/** What the demo build shows where its service worker cannot run: the product's server would have no place to run. */
function DemoUnavailableScreen() {
  const { t, ready } = useTranslation('demo');
  if (!ready) return null;
  return (
    <Page
      title={t('demo.unavailable.title')}
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 3, py: 6 }}
    >
      <Stack spacing={3} sx={{ maxWidth: 520, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h3" component="h1">
          {t('demo.unavailable.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('demo.unavailable.body')}</Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t('demo.unavailable.retry')}
        </Button>
      </Stack>
    </Page>
  );
}

/** Puts the "cannot run the demo here" screen in place of the app, in the visitor's language and theme. */
export async function showDemoUnavailable(container: HTMLElement): Promise<void> {
  await i18nReady;
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <AppThemeProvider>
        <DemoUnavailableScreen />
      </AppThemeProvider>
    </StrictMode>,
  );
}
