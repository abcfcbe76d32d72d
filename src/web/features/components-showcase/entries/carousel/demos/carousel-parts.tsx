import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from '@/web/components/icons';

/** The showcase's photographs, served by the app itself (/images/gallery/1.svg … 12.svg). */
export const galleryPhoto = (n: number) => `/images/gallery/${n}.svg`;

const mirrorInRtl = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

interface ArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  canPrevious: boolean;
  canNext: boolean;
}

/** Previous and next, at the reading start and end of the carousel. */
export function CarouselArrows({ onPrevious, onNext, canPrevious, canNext }: ArrowsProps) {
  const { t } = useTranslation();
  const arrow = {
    position: 'absolute',
    top: '50%',
    mt: '-20px',
    zIndex: 1,
    color: 'common.white',
    bgcolor: 'rgba(22, 28, 36, 0.64)',
    '&:hover': { bgcolor: 'rgba(22, 28, 36, 0.84)' },
    '&.Mui-disabled': { display: 'none' },
  } as const;
  return (
    <>
      <IconButton
        aria-label={t('components-showcase.carousel.previous')}
        onClick={onPrevious}
        disabled={!canPrevious}
        sx={{ ...arrow, left: 8 }}
      >
        <ChevronStartIcon sx={mirrorInRtl} />
      </IconButton>
      <IconButton
        aria-label={t('components-showcase.carousel.next')}
        onClick={onNext}
        disabled={!canNext}
        sx={{ ...arrow, right: 8 }}
      >
        <ChevronEndIcon sx={mirrorInRtl} />
      </IconButton>
    </>
  );
}

/** One dot per position; the current one is long and marked for screen readers. */
export function CarouselDots({
  count,
  index,
  onSelect,
}: {
  count: number;
  index: number;
  onSelect: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {Array.from({ length: count }, (_, dot) => (
        <ButtonBase
          key={dot}
          aria-label={t('components-showcase.carousel.goTo', { number: dot + 1 })}
          aria-current={dot === index ? 'true' : undefined}
          onClick={() => onSelect(dot)}
          sx={{
            width: 28,
            height: 28,
            borderRadius: 1,
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <Box
            sx={{
              width: dot === index ? 18 : 8,
              height: 8,
              borderRadius: 4,
              bgcolor: dot === index ? 'primary.main' : 'text.disabled',
              transition: 'width 200ms',
            }}
          />
        </ButtonBase>
      ))}
    </Stack>
  );
}

/** The frame the track slides in: clips the slides, takes the keyboard, reacts to swipes. */
export const viewportSx = {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 2,
  touchAction: 'pan-y',
  userSelect: 'none',
  '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The row of slides; `trackStyle` of useCarousel moves it. */
export const trackSx = {
  display: 'flex',
  transition: 'transform 450ms cubic-bezier(0.4, 0, 0.2, 1)',
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;
