import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CarouselArrows, galleryPhoto, trackSx, viewportSx } from './carousel-parts';
import { useCarousel } from './use-carousel';

const photos = [2, 4, 6, 8, 10, 12];

/** The large photo above, every photo small below: a thumbnail jumps to its photo and marks the one shown. */
export function ThumbnailsCarouselDemo() {
  const { t } = useTranslation();
  const carousel = useCarousel({ count: photos.length });
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Box
        role="region"
        aria-roledescription={t('components-showcase.carousel.carousel')}
        aria-label={t('components-showcase.carousel.thumbnails.label')}
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
                data-testid={carousel.isShown(slide) ? 'thumbnails-shown' : undefined}
                sx={{ display: 'block', width: 1, height: 'auto' }}
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
      <Box
        role="group"
        aria-label={t('components-showcase.carousel.thumbnails.strip')}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${photos.length}, 1fr)`, gap: 1 }}
      >
        {photos.map((photo, slide) => (
          <ButtonBase
            key={photo}
            aria-label={t('components-showcase.carousel.goTo', { number: slide + 1 })}
            aria-current={slide === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(slide)}
            sx={{
              borderRadius: 1,
              overflow: 'hidden',
              outline: 2,
              outlineOffset: 2,
              outlineColor: slide === carousel.index ? 'primary.main' : 'transparent',
              opacity: slide === carousel.index ? 1 : 0.6,
              transition: 'opacity 200ms',
              '&:hover, &.Mui-focusVisible': { opacity: 1 },
              '&.Mui-focusVisible': { outlineColor: 'text.primary' },
            }}
          >
            <Box
              component="img"
              src={galleryPhoto(photo)}
              alt=""
              width={400}
              height={300}
              sx={{ display: 'block', width: 1, height: 'auto' }}
            />
          </ButtonBase>
        ))}
      </Box>
    </Stack>
  );
}
