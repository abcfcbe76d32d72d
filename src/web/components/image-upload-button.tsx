import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, type ReactNode } from 'react';
import { useErrorText } from '@/web/lib/error-text';
import { usePickedImageUpload } from '@/web/lib/upload-image';
import { ImageFileInput } from './image-file-input';

interface ImageUploadButtonProps {
  label: string;
  /** An icon before the label. */
  startIcon?: ReactNode;
  /** Called with the uploaded image's url (/uploads/<name>). */
  onUploaded(url: string): void;
}

/** A button that picks an image file, uploads it at once and hands over its url; a refusal shows below it. */
export function ImageUploadButton({ label, startIcon, onUploaded }: ImageUploadButtonProps) {
  const message = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();

  const { take, problem, isPending } = usePickedImageUpload(onUploaded);

  return (
    <Box>
      <Button
        variant="outlined"
        color="inherit"
        loading={isPending}
        startIcon={startIcon}
        onClick={() => input.current?.click()}
        aria-describedby={problem ? helperId : undefined}
      >
        {label}
      </Button>
      <ImageFileInput ref={input} onPick={(file) => void take(file)} />
      {Boolean(problem) && (
        <FormHelperText id={helperId} error>
          {message(problem)}
        </FormHelperText>
      )}
    </Box>
  );
}
