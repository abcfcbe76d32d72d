import type { Ref } from 'react';
import { IMAGE_ACCEPT } from '@/web/lib/upload-image';

interface ImageFileInputProps {
  /** What a picker button clicks. */
  ref: Ref<HTMLInputElement>;
  /** Called with the picked file (or undefined when none was). */
  onPick(file: File | undefined): void;
  testId?: string;
}

/** The hidden file input behind an image picker: offers the accepted image types, one file at a time. */
export function ImageFileInput({ ref, onPick, testId }: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      accept={IMAGE_ACCEPT}
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Emptied, so the same file can be picked again (after a refusal, say).
        event.target.value = '';
        onPick(file);
      }}
    />
  );
}
