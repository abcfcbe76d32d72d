import {
  closestCenter,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGES_MAX } from '@/contract/product-rules';
import { UPLOAD_IMAGE_MAX_BYTES } from '@/contract/upload-rules';
import { useFileDrop } from '@/web/lib/use-file-drop';
import { useErrorText } from '@/web/lib/error-text';
import { IMAGE_ACCEPT } from '@/web/lib/upload-image';
import { ProductImageTile } from './product-image-tile';
import { UploadIcon } from './product-form-icons';
import { useImageUploads } from './use-image-uploads';

interface ProductImagesFieldProps {
  label: string;
  /** The images' urls in order; the first is the cover. */
  value: string[];
  onChange(urls: string[]): void;
  /** Why the images are refused (an error code), as useErrorText reads it. */
  error?: string;
  /** Told whether files are still uploading (the form waits for them before it saves). */
  onUploadingChange(uploading: boolean): void;
  /** The picker button (what react-hook-form focuses on an error). */
  ref?: Ref<HTMLButtonElement>;
}

/** Sortable ids for the urls: the url, numbered when the same one shows twice. */
function idsOf(urls: string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const times = seen.get(url) ?? 0;
    seen.set(url, times + 1);
    return times === 0 ? url : `${url}#${times}`;
  });
}

/**
 * The product's images: picked or dropped (several at once), uploaded at once with their progress, shown as
 * previews that are removed by their bin and reordered by dragging or by their arrow buttons.
 */
export function ProductImagesField({ label, value, onChange, error, onUploadingChange, ref }: ProductImagesFieldProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const promptId = useId();
  const hintId = useId();
  const helperId = useId();
  const [announcement, setAnnouncement] = useState('');

  // Uploads finish one after another, each adding its url to the images as they are by then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const uploads = useImageUploads((url) => {
    latest.current = [...latest.current, url];
    onChange(latest.current);
  });
  const uploading = uploads.pending.length > 0;
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const room = PRODUCT_IMAGES_MAX - value.length - uploads.pending.length;
  const take = (files: FileList | null | undefined) => {
    if (files && files.length > 0) uploads.take(Array.from(files), room);
  };

  const ids = useMemo(() => idsOf(value), [value]);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= value.length) return;
    onChange(arrayMove(value, from, to));
    setAnnouncement(t('product-form.images.moved', { position: to + 1, count: value.length }));
  };
  const remove = (index: number) => {
    onChange(value.filter((_, at) => at !== index));
    setAnnouncement(t('product-form.images.removed', { number: index + 1 }));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('product-form.dnd.pickedUp', { number: indexOf(active.id) + 1 }),
    onDragOver: ({ active, over }) =>
      over ? t('product-form.dnd.over', { number: indexOf(active.id) + 1, position: indexOf(over.id) + 1 }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('product-form.dnd.dropped', { number: indexOf(active.id) + 1, position: indexOf(over.id) + 1 }) : undefined,
    onDragCancel: ({ active }) => t('product-form.dnd.cancelled', { number: indexOf(active.id) + 1 }),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  const full = room <= 0;
  const { dragging, dropHandlers } = useFileDrop(take, full);
  return (
    <div>
      <FormLabel id={labelId} required error={Boolean(error)} sx={{ display: 'block', mb: 1, typography: 'subtitle2' }}>
        {label}
      </FormLabel>
      <ButtonBase
        ref={ref}
        disabled={full}
        onClick={() => input.current?.click()}
        {...dropHandlers}
        aria-labelledby={`${labelId} ${promptId} ${hintId}`}
        aria-describedby={helperId}
        sx={{
          width: 1,
          minHeight: 160,
          borderRadius: 1,
          border: '1px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.selected' : 'action.hover',
          flexDirection: 'column',
          gap: 1,
          p: 3,
          textAlign: 'center',
          '&.Mui-disabled': { opacity: 0.72 },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UploadIcon sx={{ fontSize: 44, color: full ? 'text.secondary' : 'primary.main' }} />
        <Typography id={promptId} variant="subtitle1">
          {full ? t('product-form.images.full', { max: PRODUCT_IMAGES_MAX }) : t('product-form.images.drop')}
        </Typography>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('product-form.images.hint', { max: PRODUCT_IMAGES_MAX, size: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 })}
        </Typography>
      </ButtonBase>
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ? message(error) : t('product-form.images.types')}
      </FormHelperText>
      {uploads.refused.length > 0 && (
        <Box component="ul" role="alert" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {uploads.refused.map(({ name, problem }, index) => (
            <FormHelperText component="li" key={`${name}-${index}`} error sx={{ mx: 1.75 }}>
              {t('product-form.images.refused', { name, reason: message(problem) })}
            </FormHelperText>
          ))}
        </Box>
      )}
      {uploading && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={(uploads.progress.done / uploads.progress.total) * 100}
            aria-label={t('product-form.images.progressLabel')}
            aria-valuetext={t('product-form.images.progress', uploads.progress)}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('product-form.images.progress', uploads.progress)}
          </Typography>
        </Box>
      )}
      {(value.length > 0 || uploading) && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={drop}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('product-form.dnd.instructions') } }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <Box
              component="ul"
              aria-label={t('product-form.images.list')}
              sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' }}
            >
              {value.map((url, index) => (
                <ProductImageTile key={ids[index]} id={ids[index]!} url={url} index={index} count={value.length} onMove={move} onRemove={remove} />
              ))}
              {uploads.pending.map((item) => (
                <Box component="li" key={item.id} sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 1.5, overflow: 'hidden' }}>
                  <Box component="img" src={item.preview} alt="" sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block', opacity: 0.48 }} />
                  <CircularProgress
                    size={32}
                    aria-label={t('product-form.images.uploading', { name: item.name })}
                    sx={{ position: 'absolute', top: 'calc(50% - 16px)', left: 'calc(50% - 16px)' }}
                  />
                </Box>
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={IMAGE_ACCEPT}
        data-testid="product-images-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
