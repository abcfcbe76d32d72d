import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/web/components/label';
import { ArrowEndIcon, ArrowStartIcon, TrashIcon } from './product-form-icons';

const flipInRtl = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) } as const;

interface ProductImageTileProps {
  /** The sortable id (unique among the tiles). */
  id: string;
  url: string;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** One image of the product: dragged by its picture, moved by its arrows, removed by its bin; the first is the cover. */
export function ProductImageTile({ id, url, index, count, onMove, onRemove }: ProductImageTileProps) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  const number = index + 1;

  // A move to either end disables the arrow just used: the focus goes to the other one, on the same image, once
  // the image is in its new place (the other arrow may be disabled until then).
  const focusAfterMove = useRef<'earlier' | 'later' | null>(null);
  useEffect(() => {
    const target = focusAfterMove.current === 'earlier' ? earlier.current : focusAfterMove.current === 'later' ? later.current : null;
    focusAfterMove.current = null;
    target?.focus();
  }, [index]);
  const move = (to: number) => {
    focusAfterMove.current = to === 0 ? 'later' : to === count - 1 ? 'earlier' : null;
    onMove(index, to);
  };

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="product-image"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 1 : undefined, opacity: isDragging ? 0.85 : 1 }}
    >
      <Box
        {...listeners}
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 1.5,
          overflow: 'hidden',
          border: 1,
          borderColor: index === 0 ? 'primary.main' : 'divider',
          bgcolor: 'action.hover',
          cursor: isDragging ? 'grabbing' : 'grab',
          boxShadow: isDragging ? 8 : 0,
        }}
      >
        <Box
          component="img"
          src={url}
          alt={t('product-form.images.image', { number, count })}
          draggable={false}
          sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
        />
        {index === 0 && (
          <Label color="primary" variant="filled" sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }}>
            {t('product-form.images.cover')}
          </Label>
        )}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5 }}>
        <Tooltip title={t('product-form.images.moveEarlier', { number })} disableInteractive>
          <span>
            <IconButton ref={earlier} size="small" aria-label={t('product-form.images.moveEarlier', { number })} disabled={index === 0} onClick={() => move(index - 1)}>
              <ArrowStartIcon fontSize="small" sx={flipInRtl} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('product-form.images.moveLater', { number })} disableInteractive>
          <span>
            <IconButton ref={later} size="small" aria-label={t('product-form.images.moveLater', { number })} disabled={index === count - 1} onClick={() => move(index + 1)}>
              <ArrowEndIcon fontSize="small" sx={flipInRtl} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('product-form.images.remove', { number })} disableInteractive>
          <IconButton size="small" aria-label={t('product-form.images.remove', { number })} onClick={() => onRemove(index)} sx={{ marginInlineStart: 'auto', color: 'error.main' }}>
            <TrashIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
