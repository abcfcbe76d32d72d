import { useEffect, useRef, useState } from 'react';
import { ProductErrors } from '@/contract/product-rules';
import { imageFileProblem, uploadImage } from '@/web/lib/upload-image';

/** A picked image on its way to the server, shown from the file itself until it is stored. */
export interface PendingImage {
  id: number;
  name: string;
  /** An object URL of the picked file. */
  preview: string;
}

/** A picked file that was not taken: why (an error code or the failed call, for useErrorText). */
export interface RefusedImage {
  name: string;
  problem: unknown;
}

/**
 * Picked image files: each is checked, then they are uploaded one after another in the order picked (the server
 * re-encodes each), and each stored url goes to `onUploaded` as soon as it is there, so the images line up in the
 * order picked. `room` is how many more the product may take; files beyond it are refused.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [refused, setRefused] = useState<RefusedImage[]>([]);
  // How many were picked since the uploads were last idle (those done are the ones no longer pending).
  const [batchTotal, setBatchTotal] = useState(0);
  const queue = useRef(Promise.resolve());
  const nextId = useRef(0);
  const mounted = useRef(true);
  const previews = useRef(new Set<string>());
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });

  useEffect(() => {
    mounted.current = true;
    const shown = previews.current;
    return () => {
      mounted.current = false;
      for (const url of shown) URL.revokeObjectURL(url);
      shown.clear();
    };
  }, []);

  const finish = (item: PendingImage) => {
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    if (!mounted.current) return;
    setPending((current) => current.filter((other) => other.id !== item.id));
  };

  const take = (files: File[], room: number) => {
    const refusedNow: RefusedImage[] = [];
    const accepted: { file: File; item: PendingImage }[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file) ?? (accepted.length >= room ? ProductErrors.tooManyImages.code : undefined);
      if (problem) {
        refusedNow.push({ name: file.name, problem });
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      accepted.push({ file, item: { id: (nextId.current += 1), name: file.name, preview } });
    }
    setRefused(refusedNow);
    if (accepted.length === 0) return;
    setPending((current) => [...current, ...accepted.map(({ item }) => item)]);
    setBatchTotal(pending.length === 0 ? accepted.length : batchTotal + accepted.length);
    for (const { file, item } of accepted) {
      queue.current = queue.current.then(async () => {
        if (!mounted.current) return finish(item);
        try {
          const { image } = await uploadImage(file);
          if (mounted.current) latestOnUploaded.current(image.url);
        } catch (failure) {
          if (mounted.current) setRefused((current) => [...current, { name: file.name, problem: failure }]);
        }
        finish(item);
      });
    }
  };

  return { take, pending, refused, progress: { done: batchTotal - pending.length, total: batchTotal } };
}
