import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import '@/web/locales/demo-texts';

/**
 * The demo build's notice, small in the bottom corner on every page (away from the navigation). It takes no
 * clicks, so it never covers a control for good.
 */
export default function DemoBanner() {
  const { t, ready } = useTranslation('demo');
  if (!ready) return null;
  return (
    <Box
      role="note"
      sx={{
        position: 'fixed',
        insetInlineEnd: 12,
        bottom: 12,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        pointerEvents: 'none',
        px: 1.5,
        py: 0.5,
        borderRadius: 4,
        typography: 'caption',
        fontWeight: 600,
        color: 'common.white',
        bgcolor: 'grey.800',
        opacity: 0.9,
        boxShadow: 3,
        maxWidth: 'calc(100vw - 24px)',
      }}
    >
      {t('demo.banner')}
    </Box>
  );
}
