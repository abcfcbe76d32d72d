import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_MAX_BYTES } from '@/contract/upload-rules';
import { ImageFileInput } from '@/web/components/image-file-input';
import { pathIcon } from '@/web/components/path-icon';
import { useErrorText } from '@/web/lib/error-text';
import { usePickedImageUpload } from '@/web/lib/upload-image';
import { useFileDrop } from '@/web/lib/use-file-drop';

const CameraIcon = pathIcon(
  'M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
);

const SIZE = 144;

interface UserAvatarFieldProps {
  /** The uploaded photo's url, '' for none. */
  value: string;
  onChange(url: string): void;
  /** Why the form refuses the photo (an error code), as useErrorText reads it. */
  error?: string;
  /** Told whether a photo is on its way (the form waits for it before it saves). */
  onUploadingChange(uploading: boolean): void;
  /** The picker (what react-hook-form focuses on an error). */
  ref?: Ref<HTMLButtonElement>;
}

/** The account's photo in a circle: picked or dropped, uploaded at once; the field holds its url. */
export function UserAvatarField({ value, onChange, error, onUploadingChange, ref }: UserAvatarFieldProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const problemId = useId();

  const { take, problem, isPending } = usePickedImageUpload(onChange);
  const { dragging, dropHandlers } = useFileDrop((files) => void take(files[0]));
  useEffect(() => onUploadingChange(isPending), [isPending, onUploadingChange]);

  const shown = problem ?? error;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}>
      <ButtonBase
        ref={ref}
        onClick={() => input.current?.click()}
        {...dropHandlers}
        aria-label={value ? t('user-form.avatar.replace') : t('user-form.avatar.upload')}
        aria-describedby={shown ? `${problemId} ${hintId}` : hintId}
        aria-invalid={Boolean(shown)}
        sx={{
          width: SIZE,
          height: SIZE,
          p: 1,
          borderRadius: '50%',
          border: '1px dashed',
          borderColor: shown ? 'error.main' : dragging ? 'primary.main' : 'divider',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '&:hover .avatar-overlay, &:focus-visible .avatar-overlay': { opacity: 1 },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            width: 1,
            height: 1,
            borderRadius: '50%',
            overflow: 'hidden',
            bgcolor: dragging ? 'action.selected' : 'action.hover',
          }}
        >
          {value && (
            <Box
              component="img"
              src={value}
              alt=""
              data-testid="user-avatar-image"
              sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
            />
          )}
          <Box
            className="avatar-overlay"
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              // Over a photo the prompt shows on hover and focus only, on a dark veil that keeps it readable.
              opacity: value ? 0 : 1,
              color: value ? 'common.white' : 'text.secondary',
              bgcolor: value ? 'rgba(22, 28, 36, 0.64)' : 'transparent',
              transition: (theme) => theme.transitions.create('opacity'),
            }}
          >
            <CameraIcon />
            <Typography variant="caption">
              {value ? t('user-form.avatar.replace') : t('user-form.avatar.upload')}
            </Typography>
          </Box>
          {isPending && (
            <CircularProgress
              size={40}
              aria-label={t('user-form.avatar.uploading')}
              sx={{ position: 'absolute', top: 'calc(50% - 20px)', left: 'calc(50% - 20px)' }}
            />
          )}
        </Box>
      </ButtonBase>
      {shown && (
        <FormHelperText id={problemId} error role="alert" sx={{ mt: 2, textAlign: 'center' }}>
          {message(shown)}
        </FormHelperText>
      )}
      <Typography id={hintId} variant="caption" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('user-form.avatar.allowed')}
        <br />
        {t('user-form.avatar.maxSize', { size: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024 })}
      </Typography>
      {value && (
        <Button size="small" color="inherit" onClick={() => onChange('')} sx={{ mt: 1 }}>
          {t('user-form.avatar.remove')}
        </Button>
      )}
      <ImageFileInput ref={input} onPick={(file) => void take(file)} testId="user-avatar-input" />
    </Box>
  );
}
