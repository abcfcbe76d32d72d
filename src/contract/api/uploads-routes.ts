import { z } from 'zod';
import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_MEGAPIXELS,
  UPLOAD_IMAGE_MAX_SIDE,
  UPLOAD_QUOTA_BYTES,
  UPLOADS_PER_HOUR,
  type UploadImageType,
} from '@/contract/upload-rules';
import { uploadImageResponseSchema } from '@/contract/uploads';
import { bearerAuth, defineRoute, errorResponses, jsonOk } from './route-helpers';

const binary = { schema: z.string().meta({ format: 'binary' }) };
const imageBody: Record<UploadImageType, typeof binary> = {
  'image/jpeg': binary,
  'image/png': binary,
  'image/webp': binary,
  'image/gif': binary,
};

export const uploadsApi = {
  newImage: defineRoute({
    method: 'post',
    path: '/api/uploads/images/new',
    operationId: 'uploadImage',
    tags: ['Uploads'],
    security: bearerAuth,
    summary: `Upload an image (the file as the body; JPEG, PNG, WebP or GIF, at most ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
    description:
      'The type is read from the file itself, and the image is decoded and encoded again in it: turned upright, ' +
      `scaled down to ${UPLOAD_IMAGE_MAX_SIDE} px on its longest side, all metadata (EXIF, GPS) dropped; more than ` +
      `${UPLOAD_IMAGE_MAX_MEGAPIXELS} megapixels answers 413. An account keeps at most ` +
      `${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB (403 beyond) and uploads at most ${UPLOADS_PER_HOUR} images an hour ` +
      '(429 with Retry-After beyond). An upload nothing refers to is removed after a day. The answer names the url ' +
      'the image is served at and its stored size.',
    request: { body: { required: true, content: imageBody } },
    responses: { ...jsonOk(uploadImageResponseSchema), ...errorResponses(400, 401, 403, 413, 415, 429) },
  }),
};
