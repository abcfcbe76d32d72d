import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Full-screen wait while the session is being restored. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', zIndex: 9998 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
