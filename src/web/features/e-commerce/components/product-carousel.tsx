import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from '@/web/components/icons';
import { ZoomIcon } from './ecommerce-icons';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) } as const;

function StepButtons({ count, onStep, light = false }: { count: number; onStep(step: 1 | -1): void; light?: boolean }) {
  const { t } = useTranslation();
  if (count < 2) return null;
  const sx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: light ? 'rgba(22, 28, 36, 0.64)' : 'background.paper',
    color: light ? 'common.white' : 'text.primary',
    boxShadow: 2,
    '&:hover': { bgcolor: light ? 'rgba(22, 28, 36, 0.8)' : 'background.paper' },
  } as const;
  return (
    <>
      <IconButton aria-label={t('ecommerce.gallery.previous')} onClick={() => onStep(-1)} sx={{ ...sx, insetInlineStart: 8 }}>
        <ChevronStartIcon sx={flipInRtl} />
      </IconButton>
      <IconButton aria-label={t('ecommerce.gallery.next')} onClick={() => onStep(1)} sx={{ ...sx, insetInlineEnd: 8 }}>
        <ChevronEndIcon sx={flipInRtl} />
      </IconButton>
    </>
  );
}

/** The product's images: one large (opening the lightbox), arrows, and a row of thumbnails that scrolls and snaps. */
export function ProductCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const step = (by: 1 | -1) => setIndex((current) => (current + by + count) % count);
  const alt = (at: number) => t('ecommerce.gallery.image', { name, number: at + 1, count });
  if (count === 0) return null;

  return (
    <Box component="section" aria-label={t('ecommerce.gallery.label')}>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ButtonBase
          onClick={() => setZoomed(true)}
          aria-label={t('ecommerce.gallery.zoom', { number: index + 1 })}
          sx={{ display: 'block', width: 1, aspectRatio: '1 / 1', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
        >
          <Box component="img" src={images[index]} alt="" width={800} height={800} sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }} />
          <ZoomIcon sx={{ position: 'absolute', bottom: 12, insetInlineEnd: 12, color: 'common.white', bgcolor: 'rgba(22, 28, 36, 0.48)', borderRadius: '50%', p: 0.5, fontSize: 32 }} />
        </ButtonBase>
        <StepButtons count={count} onStep={step} />
        <Typography
          variant="caption"
          aria-hidden
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, px: 1, borderRadius: 1, color: 'common.white', bgcolor: 'rgba(22, 28, 36, 0.64)' }}
        >
          {index + 1} / {count}
        </Typography>
      </Box>
      {count > 1 && (
        <Stack
          direction="row"
          component="ul"
          aria-label={t('ecommerce.gallery.thumbnails')}
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0.5, gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', justifyContent: { sm: 'center' } }}
        >
          {images.map((image, at) => (
            <Box component="li" key={`${image}-${at}`} sx={{ scrollSnapAlign: 'start', flexShrink: 0 }}>
              <ButtonBase
                onClick={() => setIndex(at)}
                aria-label={alt(at)}
                aria-current={at === index}
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: 1.25,
                  overflow: 'hidden',
                  opacity: at === index ? 1 : 0.48,
                  outline: at === index ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', opacity: 1 },
                }}
              >
                <Box component="img" src={image} alt="" width={64} height={64} loading="lazy" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
              </ButtonBase>
            </Box>
          ))}
        </Stack>
      )}
      <Dialog
        open={zoomed}
        onClose={() => setZoomed(false)}
        maxWidth="md"
        fullWidth
        aria-labelledby="lightbox-title"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            const forward = (event.key === 'ArrowRight') !== (document.dir === 'rtl');
            step(forward ? 1 : -1);
          }
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id="lightbox-title" variant="subtitle1" component="h2">
            {alt(index)}
          </Typography>
          <IconButton aria-label={t('ecommerce.gallery.close')} onClick={() => setZoomed(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ position: 'relative', bgcolor: 'grey.900' }}>
          <Box component="img" src={images[index]} alt={alt(index)} width={1000} height={1000} sx={{ width: 1, height: 'auto', maxHeight: '80vh', objectFit: 'contain', display: 'block' }} />
          <StepButtons count={count} onStep={step} light />
        </Box>
      </Dialog>
    </Box>
  );
}
