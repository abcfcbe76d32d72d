import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CarouselArrows, CarouselDots, galleryPhoto, trackSx, viewportSx } from './carousel-parts';
import { useCarousel } from './use-carousel';

const photos = [1, 2, 4, 6, 8];

/**
 * One photo at a time: arrows, dots, the arrow keys (Home and End too) once the carousel has focus, and a
 * swipe on a touch screen or with the mouse. The last photo leads back to the first.
 */
export function BasicCarouselDemo() {
  const { t } = useTranslation();
  const carousel = useCarousel({ count: photos.length, loop: true });
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box
        role="region"
        aria-roledescription={t('components-showcase.carousel.carousel')}
        aria-label={t('components-showcase.carousel.basic.label')}
        tabIndex={0}
        onKeyDown={carousel.keyboard}
        {...carousel.swipe}
        sx={viewportSx}
      >
        <Box sx={trackSx} style={carousel.trackStyle}>
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
                sx={{ display: 'block', width: 1, height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
            </Box>
          ))}
        </Box>
        <CarouselArrows
          onPrevious={carousel.previous}
          onNext={carousel.next}
          canPrevious={carousel.canPrevious}
          canNext={carousel.canNext}
        />
      </Box>
      <CarouselDots count={photos.length} index={carousel.index} onSelect={carousel.goTo} />
      <Typography
        variant="body2"
        role="status"
        data-testid="basic-position"
        sx={{ textAlign: 'center', color: 'text.secondary' }}
      >
        {t('components-showcase.carousel.position', { number: carousel.index + 1, count: photos.length })}
      </Typography>
    </Stack>
  );
}
