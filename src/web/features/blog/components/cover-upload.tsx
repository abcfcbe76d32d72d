import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_MAX_BYTES } from '@/contract/upload-rules';
import { UploadIcon } from './blog-icons';
import { useErrorText } from '@/web/lib/error-text';
import { IMAGE_ACCEPT, usePickedImageUpload } from '@/web/lib/upload-image';
import { useFileDrop } from '@/web/lib/use-file-drop';

interface CoverUploadProps {
  label: string;
  /** The uploaded cover's url, '' for none. */
  value: string;
  onChange(url: string): void;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Picks or drops a cover image; it is uploaded at once and the field holds its url. */
export function CoverUpload({ label, value, onChange, error, ref }: CoverUploadProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const promptId = useId();
  const hintId = useId();
  const helperId = useId();

  const { take, problem, isPending } = usePickedImageUpload(onChange);
  const { dragging, dropHandlers } = useFileDrop((files) => void take(files[0]));

  const shown = problem ?? error;
  return (
    <div>
      <FormLabel id={labelId} error={Boolean(shown)} sx={{ display: 'block', mb: 1, typography: 'subtitle2' }}>
        {label}
      </FormLabel>
      <ButtonBase
        ref={ref}
        onClick={() => input.current?.click()}
        {...dropHandlers}
        // Named by the field's label and what the button shows (WCAG 2.5.3 Label in Name); with a cover, by the action
        // it offers (the picture is no text label).
        aria-label={value ? t('blog.cover.replace') : undefined}
        aria-labelledby={value ? undefined : `${labelId} ${promptId} ${hintId}`}
        aria-describedby={helperId}
        sx={{
          position: 'relative',
          width: 1,
          minHeight: 220,
          overflow: 'hidden',
          borderRadius: 1,
          border: '1px dashed',
          borderColor: shown ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.selected' : 'action.hover',
          flexDirection: 'column',
          gap: 1,
          p: 3,
        }}
      >
        {value ? (
          <Box component="img" src={value} alt={t('blog.cover.preview')} sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }} />
        ) : (
          <>
            <UploadIcon sx={{ fontSize: 48, color: 'primary.main' }} />
            <Typography id={promptId} variant="subtitle1">
              {t('blog.cover.drop')}
            </Typography>
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
              {t('blog.cover.hint', { size: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 })}
            </Typography>
          </>
        )}
        {isPending && <CircularProgress aria-label={t('blog.cover.uploading')} sx={{ position: 'absolute' }} />}
      </ButtonBase>
      <FormHelperText id={helperId} error={Boolean(shown)} sx={{ mx: 1.75 }}>
        {shown ? message(shown) : t('blog.cover.types')}
      </FormHelperText>
      {value && (
        <Button size="small" color="inherit" onClick={() => onChange('')} sx={{ mt: 1 }}>
          {t('blog.cover.remove')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        data-testid="cover-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void take(file);
        }}
      />
    </div>
  );
}
