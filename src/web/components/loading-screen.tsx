import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo';

const breathe = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.82); opacity: 0.55; }
`;

/** Full-screen wait while the session is being restored: the product mark, breathing. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('app.loading')}
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        zIndex: 9998,
      }}
    >
      <Box
        sx={{
          display: 'inline-flex',
          animation: `${breathe} 1.6s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Logo size={64} />
      </Box>
    </Box>
  );
}
