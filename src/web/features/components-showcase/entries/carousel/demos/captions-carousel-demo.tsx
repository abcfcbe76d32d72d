import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CarouselArrows, CarouselDots, galleryPhoto, trackSx, viewportSx } from './carousel-parts';
import { useCarousel } from './use-carousel';

const stories = [
  { photo: 3, key: 'opening' },
  { photo: 5, key: 'backstage' },
  { photo: 11, key: 'rehearsal' },
] as const;

/** Each photo with a title and a line over a dark gradient, so white text stays readable on any picture. */
export function CaptionsCarouselDemo() {
  const { t } = useTranslation();
  const carousel = useCarousel({ count: stories.length });
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box
        role="region"
        aria-roledescription={t('components-showcase.carousel.carousel')}
        aria-label={t('components-showcase.carousel.captions.label')}
        tabIndex={0}
        onKeyDown={carousel.keyboard}
        {...carousel.swipe}
        sx={viewportSx}
      >
        <Box sx={trackSx} style={carousel.trackStyle}>
          {stories.map(({ photo, key }, slide) => (
            <Box
              key={key}
              component="figure"
              role="group"
              aria-roledescription={t('components-showcase.carousel.slide')}
              aria-label={t(`components-showcase.carousel.captions.${key}.title`)}
              aria-hidden={!carousel.isShown(slide)}
              sx={{ flex: '0 0 100%', m: 0, position: 'relative', bgcolor: 'grey.900' }}
            >
              <Box
                component="img"
                src={galleryPhoto(photo)}
                alt=""
                draggable={false}
                width={400}
                height={300}
                sx={{
                  display: 'block',
                  width: 1,
                  height: 'auto',
                  aspectRatio: { xs: '4 / 3', sm: '16 / 9' },
                  objectFit: 'cover',
                }}
              />
              <Box
                component="figcaption"
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  p: { xs: 2, sm: 3 },
                  pt: 8,
                  color: 'common.white',
                  backgroundImage:
                    'linear-gradient(to top, rgba(0,0,0,0.9), rgba(0,0,0,0.6) 60%, transparent)',
                }}
              >
                <Typography variant="h5" component="p">
                  {t(`components-showcase.carousel.captions.${key}.title`)}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t(`components-showcase.carousel.captions.${key}.text`)}
                </Typography>
              </Box>
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
      <CarouselDots count={stories.length} index={carousel.index} onSelect={carousel.goTo} />
    </Stack>
  );
}
