import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnimateInView, type AnimateVariant } from '@/web/components/animate/animate-in-view';
import { ReplayIcon } from './replay-icon';

const sections: AnimateVariant[] = ['fadeUp', 'fadeStart', 'fadeEnd', 'zoom', 'fadeDown', 'fade'];

/**
 * AnimateInView, as the public pages use it: each card waits hidden below the fold and comes in the first
 * time it scrolls into view. Scroll the box; "Start over" hides them again.
 */
export function InViewDemo() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const startOver = () => {
    scroller.current?.scrollTo({ top: 0 });
    setRound((value) => value + 1);
  };
  return (
    <Stack spacing={2}>
      <Box
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={t('components-showcase.animate.inView.scroller')}
        sx={{
          height: 320,
          overflowY: 'auto',
          overflowX: 'hidden',
          p: 2,
          borderRadius: 1.5,
          bgcolor: 'action.hover',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Typography sx={{ height: 300, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          {t('components-showcase.animate.inView.scrollHint')}
        </Typography>
        <Stack key={round} spacing={2}>
          {sections.map((variant) => (
            <AnimateInView key={variant} variant={variant} threshold={0.5} data-testid={`in-view-${variant}`}>
              <Paper sx={{ p: 3 }}>
                <Typography variant="subtitle1" sx={{ fontFamily: 'monospace' }}>
                  {`variant="${variant}"`}
                </Typography>
              </Paper>
            </AnimateInView>
          ))}
        </Stack>
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<ReplayIcon />}
        onClick={startOver}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('components-showcase.animate.inView.startOver')}
      </Button>
    </Stack>
  );
}
