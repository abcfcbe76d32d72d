import { z } from 'zod';
import { UPLOAD_IMAGE_MAX_BYTES, type UploadImageType } from '@/contract/upload-rules';
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
    description: 'The type is read from the file itself. The answer names the url the image is served at.',
    request: { body: { required: true, content: imageBody } },
    responses: { ...jsonOk(uploadImageResponseSchema), ...errorResponses(400, 401, 403, 413, 415) },
  }),
};
