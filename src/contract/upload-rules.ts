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

/** Longest side of a stored image: bigger ones are scaled down (the widest place the app shows one needs less). */
export const UPLOAD_IMAGE_MAX_SIDE = 4096;

/**
 * Pixels an upload may decode to (all frames together), so a small file cannot unpack into gigabytes; more
 * than the photos of almost any camera or phone.
 */
export const UPLOAD_IMAGE_MAX_MEGAPIXELS = 40;

/**
 * What one account may keep and send. 200 MB hold some hundred full-size photos (a re-encoded one is 0.5 to 3 MB),
 * plenty for covers, posts and cards, while a single account cannot fill the disk; 60 an hour is one a minute,
 * more than a person picks by hand, yet it bounds the CPU a script can make the server spend on re-encoding.
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
export const UPLOADS_PER_HOUR = 60;

export const UploadErrors = {
  imageRequired: { code: 'uploads.image_required', message: 'Image is required' },
  imageTooLarge: { code: 'uploads.image_too_large', message: 'Image must be at most 3 MB' },
  imageTypeInvalid: {
    code: 'uploads.image_type_invalid',
    message: 'Image must be a JPEG, PNG, WebP or GIF file',
  },
  imageTooManyPixels: {
    code: 'uploads.image_too_many_pixels',
    message: `Image must be at most ${UPLOAD_IMAGE_MAX_MEGAPIXELS} megapixels`,
  },
  quotaExceeded: {
    code: 'uploads.quota_exceeded',
    message: `Upload storage is full: an account may keep at most ${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB of images`,
  },
  tooManyUploads: {
    code: 'uploads.too_many_uploads',
    message: `Too many uploads: at most ${UPLOADS_PER_HOUR} images an hour; try again later`,
  },
} as const satisfies ErrorCatalogue;
export const UploadMessage = messagesOf(UploadErrors);
