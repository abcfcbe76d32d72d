import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { KeyboardEvent, ReactNode } from 'react';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from './icons';

interface PhotoLightboxProps {
  /** What each photo shows, in order: read out and written below the photo. */
  captions: string[];
  /** Index of the photo shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: { dialog: string; close: string; previous: string; next: string; position: string };
  /** Draws photo `index` full size; `sx` fits it into the screen. */
  renderPhoto: (index: number, sx: SystemStyleObject<Theme>) => ReactNode;
}

const buttonSx = { color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.48)', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.72)' } } as const;

/** Within the screen, below the close button and above the caption. */
const photoSx: SystemStyleObject<Theme> = { width: 'auto', height: 'auto', maxWidth: 1, maxHeight: 'calc(100vh - 180px)' };

/**
 * A photo full size over the page: arrow keys and buttons move through the photos, Escape closes. Default
 * export, for a lazy import: a screen loads it on first use.
 */
export default function PhotoLightbox({ captions, index, onIndexChange, onClose, labels, renderPhoto }: PhotoLightboxProps) {
  const theme = useTheme();
  const step = (by: number) => onIndexChange((index + by + captions.length) % captions.length);
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
        {renderPhoto(index, photoSx)}
        <Typography component="p" sx={{ mt: 2, textAlign: 'center' }} aria-live="polite">
          {captions[index]}
          <Box component="span" sx={{ display: 'block', mt: 0.5, typography: 'body2', opacity: 0.72 }}>
            {labels.position}
          </Box>
        </Typography>
        {captions.length > 1 && (
          <>
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
          </>
        )}
      </Box>
    </Dialog>
  );
}
