import { useEffect, useRef, useState } from 'react';
import { imageFileProblem, uploadImage } from '@/web/lib/upload-image';

export interface ImageUpload {
  id: number;
  name: string;
  size: number;
  /** The picked file, shown before it is sent (a blob: address). */
  preview: string;
  state: 'uploading' | 'uploaded' | 'refused';
  /** Where the server keeps it, once uploaded. */
  url?: string;
  /** Why it was refused: a contract error code or the failed call, for useErrorText. */
  problem?: unknown;
}

/**
 * Files sent one by one to the app's own upload call (POST /api/uploads/images/new), each with its state.
 * A file the contract's rules refuse (type, size) is refused here with the server's own code, unsent;
 * anything else the server refuses comes back as its error.
 */
export function useImageUploads({ single = false } = {}) {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const nextId = useRef(0);
  const previews = useRef(new Set<string>());
  const change = (id: number, patch: Partial<ImageUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...patch } : upload)));

  const add = (files: FileList | File[]) => {
    const picked = single ? [...files].slice(0, 1) : [...files];
    const added = picked.map((file): ImageUpload & { file: File } => {
      const problem = imageFileProblem(file);
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextId.current += 1;
      return {
        id: nextId.current,
        file,
        name: file.name,
        size: file.size,
        preview,
        problem,
        state: problem ? 'refused' : 'uploading',
      };
    });
    setUploads((current) => [
      ...(single ? [] : current),
      ...added.map(({ file: _file, ...upload }) => upload),
    ]);
    for (const { id, file, state } of added) {
      if (state !== 'uploading') continue;
      uploadImage(file).then(
        ({ image }) => change(id, { state: 'uploaded', url: image.url }),
        (failure: unknown) => change(id, { state: 'refused', problem: failure }),
      );
    }
  };

  const remove = (id: number) => setUploads((current) => current.filter((upload) => upload.id !== id));
  const clear = () => setUploads([]);

  // The previews' blob: addresses are let go when the demo goes away.
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);

  return { uploads, add, remove, clear };
}
