import { z } from 'zod';
import { uploadImageTypes, type UploadImageType } from './upload-rules';

/** Where an uploaded file is served: /uploads/<uuid>.<ext>. */
export const uploadedImageSchema = z
  .object({
    url: z.string(),
    contentType: z.enum(Object.keys(uploadImageTypes) as [UploadImageType, ...UploadImageType[]]),
    size: z.number().int().min(1),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImageResponseSchema = z
  .object({ image: uploadedImageSchema })
  .meta({ id: 'UploadImageResponse' });
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;
