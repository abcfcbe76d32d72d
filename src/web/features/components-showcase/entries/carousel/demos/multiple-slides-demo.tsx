import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { CarouselArrows, galleryPhoto, trackSx, viewportSx } from './carousel-parts';
import { useCarousel } from './use-carousel';

const photos = [1, 2, 3, 4, 5, 6, 7, 8];

/** As many cards side by side as the width allows (one, two or three), stepping one card at a time. */
export function MultipleSlidesDemo() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const medium = useMediaQuery(theme.breakpoints.up('sm'));
  const perView = wide ? 3 : medium ? 2 : 1;
  const carousel = useCarousel({ count: photos.length, perView });
  return (
    <Stack spacing={1.5}>
      <Box
        role="region"
        aria-roledescription={t('components-showcase.carousel.carousel')}
        aria-label={t('components-showcase.carousel.multiple.label')}
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
              sx={{ flex: `0 0 ${100 / perView}%`, px: 1 }}
            >
              <Card variant="outlined">
                <Box
                  component="img"
                  src={galleryPhoto(photo)}
                  alt=""
                  draggable={false}
                  width={400}
                  height={300}
                  sx={{ display: 'block', width: 1, height: 'auto' }}
                />
                <Typography variant="subtitle2" component="p" sx={{ p: 2 }}>
                  {t(`components-showcase.carousel.photos.${photo}`)}
                </Typography>
              </Card>
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
      <Typography
        variant="body2"
        role="status"
        data-testid="multiple-range"
        sx={{ textAlign: 'center', color: 'text.secondary' }}
      >
        {t('components-showcase.carousel.multiple.range', {
          from: carousel.index + 1,
          to: carousel.index + perView,
          count: photos.length,
        })}
      </Typography>
    </Stack>
  );
}
