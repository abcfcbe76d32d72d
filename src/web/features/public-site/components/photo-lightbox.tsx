import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from '@/web/components/icons';
import { StageImage, stageImage } from './stage-image';

export interface LightboxPhoto {
  n: number;
  caption: string;
}

export interface PhotoLightboxProps {
  photos: LightboxPhoto[];
  /** Index of the photo shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: { dialog: string; close: string; previous: string; next: string; position: string };
}

const buttonSx = { color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.48)', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.72)' } } as const;

/** A photo full size over the page: arrow keys and buttons move through the photos, Escape closes (loaded on first use). */
export default function PhotoLightbox({ photos, index, onIndexChange, onClose, labels }: PhotoLightboxProps) {
  const theme = useTheme();
  const photo = photos[index]!;
  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length);
  const rtl = theme.direction === 'rtl';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(rtl ? -1 : 1);
    else if (event.key === 'ArrowLeft') step(rtl ? 1 : -1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      fullScreen
      slotProps={{ paper: { 'aria-label': labels.dialog, sx: { bgcolor: 'rgba(22, 28, 36, 0.96)', color: 'common.white' } } }}
    >
      <Box sx={{ position: 'relative', flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: { xs: 2, md: 6 } }}>
        <IconButton aria-label={labels.close} onClick={onClose} sx={{ ...buttonSx, position: 'absolute', top: 16, insetInlineEnd: 16 }}>
          <CloseIcon />
        </IconButton>
        <StageImage
          n={photo.n}
          alt={photo.caption}
          priority
          sizes="(min-width: 900px) calc(100vw - 96px), calc(100vw - 32px)"
          sx={{ width: 'auto', height: 'auto', maxWidth: 1, maxHeight: 'calc(100vh - 180px)', aspectRatio: `${stageImage.width} / ${stageImage.height}`, minWidth: { md: 720 } }}
        />
        <Typography component="p" sx={{ mt: 2, textAlign: 'center' }} aria-live="polite">
          {photo.caption}
          <Box component="span" sx={{ display: 'block', mt: 0.5, typography: 'body2', opacity: 0.72 }}>
            {labels.position}
          </Box>
        </Typography>
        <IconButton
          aria-label={labels.previous}
          onClick={() => step(-1)}
          sx={{ ...buttonSx, position: 'absolute', top: '50%', insetInlineStart: { xs: 8, md: 24 } }}
        >
          <ChevronStartIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
        </IconButton>
        <IconButton
          aria-label={labels.next}
          onClick={() => step(1)}
          sx={{ ...buttonSx, position: 'absolute', top: '50%', insetInlineEnd: { xs: 8, md: 24 } }}
        >
          <ChevronEndIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
        </IconButton>
      </Box>
    </Dialog>
  );
}
