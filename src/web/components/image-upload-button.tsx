import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, useState } from 'react';
import { useErrorText } from '@/web/lib/error-text';
import { IMAGE_ACCEPT, imageFileProblem, useUploadImage } from '@/web/lib/upload-image';

interface ImageUploadButtonProps {
  label: string;
  /** Called with the uploaded image's url (/uploads/<name>). */
  onUploaded(url: string): void;
}

/** A button that picks an image file, uploads it at once and hands over its url; a refusal shows below it. */
export function ImageUploadButton({ label, onUploaded }: ImageUploadButtonProps) {
  const message = useErrorText();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [problem, setProblem] = useState<unknown>();

  const take = async (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      onUploaded((await upload.mutateAsync(file)).image.url);
    } catch (failure) {
      setProblem(failure);
    }
  };

  return (
    <Box>
      <Button
        variant="outlined"
        color="inherit"
        loading={upload.isPending}
        onClick={() => input.current?.click()}
        aria-describedby={problem ? helperId : undefined}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_ACCEPT}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void take(file);
        }}
      />
      {Boolean(problem) && (
        <FormHelperText id={helperId} error>
          {message(problem)}
        </FormHelperText>
      )}
    </Box>
  );
}
