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
