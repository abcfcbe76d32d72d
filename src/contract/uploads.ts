import { z } from 'zod';

/** Largest image a user may upload (covers, pictures in posts). */
export const UPLOAD_IMAGE_MAX_BYTES = 3 * 1024 * 1024;

/** The image types accepted, recognised by their first bytes (the declared type is not trusted). */
export const uploadImageTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadImageType = keyof typeof uploadImageTypes;

export const UploadMessage = {
  imageRequired: 'Image is required',
  imageTooLarge: 'Image must be at most 3 MB',
  imageTypeInvalid: 'Image must be a JPEG, PNG, WebP or GIF file',
} as const;

/** Where an uploaded file is served: /uploads/<uuid>.<ext>. */
export const uploadedImageSchema = z
  .object({
    url: z.string(),
    contentType: z.enum(Object.keys(uploadImageTypes) as [UploadImageType, ...UploadImageType[]]),
    size: z.number().int().min(1),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImageResponseSchema = z.object({ image: uploadedImageSchema }).meta({ id: 'UploadImageResponse' });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;
