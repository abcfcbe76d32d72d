import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathIcon } from '@/web/components/path-icon';
import { CarouselDots, galleryPhoto, trackSx, viewportSx } from './carousel-parts';
import { useCarousel } from './use-carousel';

const PauseIcon = pathIcon('M6 19h4V5H6v14Zm8-14v14h4V5h-4Z');
const PlayIcon = pathIcon('M8 5v14l11-7L8 5Z');

const photos = [7, 9, 10, 12];
const TURN_MS = 4000;

/**
 * Turns by itself every four seconds. It stops while the pointer is over it or the keyboard is inside it,
 * the button stops it for good, and it does not start at all when the system asks for reduced motion.
 */
export function AutoplayCarouselDemo() {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const carousel = useCarousel({ count: photos.length, loop: true });
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const turning = playing && !reducedMotion && !held;
  const { next } = carousel;

  useEffect(() => {
    if (!turning) return;
    const timer = window.setInterval(next, TURN_MS);
    return () => window.clearInterval(timer);
  }, [turning, next]);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box
        role="region"
        aria-roledescription={t('components-showcase.carousel.carousel')}
        aria-label={t('components-showcase.carousel.autoplay.label')}
        tabIndex={0}
        onKeyDown={carousel.keyboard}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        {...carousel.swipe}
        sx={viewportSx}
      >
        {/* While it turns by itself, screen readers are not told of every turn. */}
        <Box sx={trackSx} style={carousel.trackStyle} aria-live={turning ? 'off' : 'polite'}>
          {photos.map((photo, slide) => (
            <Box
              key={photo}
              role="group"
              aria-roledescription={t('components-showcase.carousel.slide')}
              aria-label={t('components-showcase.carousel.position', {
                number: slide + 1,
                count: photos.length,
              })}
              aria-hidden={!carousel.isShown(slide)}
              sx={{ flex: '0 0 100%' }}
            >
              <Box
                component="img"
                src={galleryPhoto(photo)}
                alt={t(`components-showcase.carousel.photos.${photo}`)}
                draggable={false}
                width={400}
                height={300}
                sx={{ display: 'block', width: 1, height: 'auto', aspectRatio: '21 / 9', objectFit: 'cover' }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={playing ? <PauseIcon /> : <PlayIcon />}
          onClick={() => setPlaying((value) => !value)}
          disabled={reducedMotion}
        >
          {playing
            ? t('components-showcase.carousel.autoplay.pause')
            : t('components-showcase.carousel.autoplay.play')}
        </Button>
        <CarouselDots count={photos.length} index={carousel.index} onSelect={carousel.goTo} />
      </Stack>
      <Typography variant="body2" data-testid="autoplay-state" sx={{ color: 'text.secondary' }}>
        {reducedMotion
          ? t('components-showcase.carousel.autoplay.reduced')
          : turning
            ? t('components-showcase.carousel.autoplay.turning')
            : t('components-showcase.carousel.autoplay.stopped')}
      </Typography>
    </Stack>
  );
}
