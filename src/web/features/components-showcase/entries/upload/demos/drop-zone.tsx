import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '@/web/lib/upload-image';
import { useFileDrop } from '@/web/lib/use-file-drop';
import { CloudUploadIcon } from './upload-icons';

interface DropZoneProps {
  multiple?: boolean;
  disabled?: boolean;
  onFiles(files: FileList): void;
  testId?: string;
}

/** A dashed area to drop images on, with a button that opens the file picker. */
export function DropZone({ multiple = false, disabled = false, onFiles, testId }: DropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { dragging, dropHandlers } = useFileDrop(onFiles, disabled);
  return (
    <Box
      {...dropHandlers}
      sx={(theme) => ({
        p: { xs: 3, sm: 5 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
        borderRadius: 2,
        border: `1px dashed ${dragging ? theme.palette.primary.main : alpha(theme.palette.grey[500], 0.4)}`,
        bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : alpha(theme.palette.grey[500], 0.06),
      })}
    >
      <CloudUploadIcon sx={{ fontSize: 48, color: dragging ? 'primary.main' : 'text.secondary' }} />
      <Typography variant="subtitle1" component="p">
        {t(`components-showcase.upload.drop.${multiple ? 'many' : 'one'}`)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('components-showcase.upload.drop.rules')}
      </Typography>
      <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()} sx={{ mt: 1 }}>
        {t(`components-showcase.upload.drop.choose.${multiple ? 'many' : 'one'}`)}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={IMAGE_ACCEPT}
        data-testid={testId}
        onChange={(event) => {
          if (event.target.files?.length) onFiles(event.target.files);
          // Emptied, so the same file can be picked again.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
