import { UPLOAD_IMAGE_MAX_BYTES, UploadMessage, uploadImageTypes } from '@/contract/upload-rules';

/** What the file inputs offer to pick. */
export const IMAGE_ACCEPT = Object.keys(uploadImageTypes).join(',');

/** The reason an image will be refused, checked before it is sent (the server checks again). */
export function imageFileProblem(file: File): string | undefined {
  if (!(file.type in uploadImageTypes)) return UploadMessage.imageTypeInvalid;
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return UploadMessage.imageTooLarge;
  if (file.size === 0) return UploadMessage.imageRequired;
  return undefined;
}
