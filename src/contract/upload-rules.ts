// Limits and messages of uploads, apart from the schemas so screens can use them without loading zod.

/** Largest image a user may upload (covers, pictures in posts). */
import { messagesOf, type ErrorCatalogue } from './errors';

export const UPLOAD_IMAGE_MAX_BYTES = 3 * 1024 * 1024;

/** The image types accepted, recognised by their first bytes (the declared type is not trusted). */
export const uploadImageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadImageType = keyof typeof uploadImageTypes;

export const UploadErrors = {
  imageRequired: { code: 'uploads.image_required', message: 'Image is required' },
  imageTooLarge: { code: 'uploads.image_too_large', message: 'Image must be at most 3 MB' },
  imageTypeInvalid: { code: 'uploads.image_type_invalid', message: 'Image must be a JPEG, PNG, WebP or GIF file' },
} as const satisfies ErrorCatalogue;
export const UploadMessage = messagesOf(UploadErrors);

