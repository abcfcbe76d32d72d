import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/web/components/icons';
import { useErrorText } from '@/web/lib/error-text';
import { intlLocale } from '@/web/lib/format';
import type { ImageUpload } from './use-image-uploads';

/** One picked file: its picture, name and size, how its upload goes, and a button that takes it away. */
export function UploadRow({ upload, onRemove }: { upload: ImageUpload; onRemove(): void }) {
  const { t, i18n } = useTranslation();
  const message = useErrorText();
  const size = new Intl.NumberFormat(intlLocale(i18n.language), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  }).format(upload.size / 1024);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      data-testid="upload-row"
      sx={{ alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
    >
      <Avatar
        variant="rounded"
        src={upload.state === 'refused' ? undefined : upload.preview}
        alt=""
        sx={{ width: 48, height: 48 }}
      >
        {upload.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography variant="subtitle2" noWrap>
          {upload.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {size}
        </Typography>
        {upload.state === 'uploading' && (
          <LinearProgress
            aria-label={t('components-showcase.upload.state.uploading', { name: upload.name })}
          />
        )}
        <Typography
          variant="caption"
          data-testid="upload-state"
          sx={{
            color:
              upload.state === 'refused'
                ? 'error.main'
                : upload.state === 'uploaded'
                  ? 'success.dark'
                  : 'text.secondary',
          }}
        >
          {upload.state === 'refused'
            ? message(upload.problem)
            : upload.state === 'uploaded'
              ? t('components-showcase.upload.state.uploaded', { url: upload.url })
              : t('components-showcase.upload.state.sending')}
        </Typography>
      </Stack>
      <IconButton
        onClick={onRemove}
        aria-label={t('components-showcase.upload.remove', { name: upload.name })}
      >
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
