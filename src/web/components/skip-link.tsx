import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Skip to content": hidden above the page until focused, then shown at the reading start's corner. */
export function SkipLink({ href = '#main' }: { href?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={href}
      sx={{
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
