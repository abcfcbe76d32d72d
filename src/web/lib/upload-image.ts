import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_IMAGE_MAX_BYTES, UploadErrors, uploadImageTypes } from '@/contract/upload-rules';
import type { UploadImageResponse } from '@/contract/uploads';
import { api } from './api';

/** What the file inputs offer to pick. */
export const IMAGE_ACCEPT = Object.keys(uploadImageTypes).join(',');

/** The code of the reason an image will be refused, checked before it is sent (the server checks again). */
export function imageFileProblem(file: File): string | undefined {
  if (!(file.type in uploadImageTypes)) return UploadErrors.imageTypeInvalid.code;
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return UploadErrors.imageTooLarge.code;
  if (file.size === 0) return UploadErrors.imageRequired.code;
  return undefined;
}

export function uploadImage(file: File): Promise<UploadImageResponse> {
  return api.postFile('/api/uploads/images/new', file);
}

/** Uploads an image (a cover, a picture in a post, a card's attachment) and resolves with where it is served. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}

/**
 * A picked file, checked and uploaded; its url goes to `onUploaded`. `problem` is why it was refused or failed
 * (an error code or the request's error, for useErrorText), until the next pick.
 */
export function usePickedImageUpload(onUploaded: (url: string) => void) {
  const upload = useUploadImage();
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
  return { take, problem, isPending: upload.isPending };
}
