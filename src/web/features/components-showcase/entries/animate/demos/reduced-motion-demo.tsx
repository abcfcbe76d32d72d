import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { motionSx } from '@/web/components/animate/motion-presets';
import { ReplayIcon } from './replay-icon';

/**
 * Every preset, AnimateInView and the loading screen stand still when the system asks for less motion
 * (prefers-reduced-motion: reduce): the content is simply there. Turn the setting on in your system to try.
 */
export function ReducedMotionDemo() {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [plays, setPlays] = useState(0);
  return (
    <Stack spacing={2.5}>
      <Alert severity={reduced ? 'success' : 'info'} data-testid="motion-preference">
        {reduced
          ? t('components-showcase.animate.reducedMotion.reduced')
          : t('components-showcase.animate.reducedMotion.full')}
      </Alert>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 120, height: 72, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          <Box
            key={plays}
            data-testid="reduced-motion-sample"
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              ...motionSx('bounceIn'),
            }}
          />
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<ReplayIcon />}
          onClick={() => setPlays((n) => n + 1)}
        >
          {t('components-showcase.animate.reducedMotion.play')}
        </Button>
      </Stack>
    </Stack>
  );
}
