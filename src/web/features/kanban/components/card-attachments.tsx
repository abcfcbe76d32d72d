import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_MAX_ATTACHMENTS } from '@/contract/kanban';
import { isOwnImageUrl } from '@/contract/own-images';
import { ImageUploadButton } from '@/web/components/image-upload-button';
import { CloseIcon } from './kanban-icons';

interface CardAttachmentsProps {
  attachments: string[];
  onChange(attachments: string[]): void;
  /** Shown only: no remove buttons, no upload, no address field. */
  readOnly?: boolean;
}

/** Image attachments: thumbnails with a remove button; a new one is uploaded, or named by its address on this site. */
export function CardAttachments({ attachments, onChange, readOnly = false }: CardAttachmentsProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const value = url.trim();
    if (!isOwnImageUrl(value)) return setInvalid(true);
    onChange([...attachments, value]);
    setUrl('');
    setInvalid(false);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t('kanban.attachments')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {attachments.map((src, index) => (
          <Box key={`${src}-${index}`} sx={{ position: 'relative', width: 72, height: 72 }}>
            <Box component="img" src={src} alt={t('kanban.attachmentNumber', { number: index + 1 })} sx={{ width: 1, height: 1, objectFit: 'cover', borderRadius: 1 }} />
            {!readOnly && (
              <IconButton
                size="small"
                aria-label={t('kanban.removeAttachment', { number: index + 1 })}
                onClick={() => onChange(attachments.filter((_, other) => other !== index))}
                sx={{ position: 'absolute', top: 2, insetInlineEnd: 2, p: 0.25, bgcolor: 'grey.900', color: 'common.white', '&:hover': { bgcolor: 'grey.800' } }}
              >
                <CloseIcon sx={{ fontSize: 14 }} />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      {!readOnly && attachments.length < CARD_MAX_ATTACHMENTS && (
        <>
          <ImageUploadButton label={t('kanban.uploadImage')} onUploaded={(uploaded) => onChange([...attachments, uploaded])} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={t('kanban.imageAddress')}
              placeholder="/images/gallery/1.svg"
              value={url}
              error={invalid}
              helperText={invalid ? t('kanban.errors.image_url_invalid') : undefined}
              onChange={(event) => setUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outlined" color="inherit" onClick={add} sx={{ flexShrink: 0 }}>
              {t('kanban.addAttachment')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
