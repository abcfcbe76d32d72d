import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { ErrorMessage } from '@/contract/errors';
import { UPLOAD_IMAGE_MAX_BYTES, UploadMessage, uploadImageTypes } from '@/contract/upload-rules';
import { uploadImageResponseSchema } from '@/contract/uploads';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { ApiError, badRequest } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/app-env';
import { limitBody } from '@/server/http/body-limit';
import { bearerAuth, createRouter, errorResponses, jsonOk } from '@/server/http/router';
import { detectImageType } from './image-type';
import { readUploadedImage, saveUploadedImage } from './upload-store';

const binary = { schema: z.string().meta({ format: 'binary' }) };

const newImage = createRoute({
  method: 'post',
  path: '/images/new',
  tags: ['Uploads'],
  summary: `Upload an image (the file as the body; JPEG, PNG, WebP or GIF, at most ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
  description: 'The type is read from the file itself. The answer names the url the image is served at.',
  security: bearerAuth,
  request: {
    body: { required: true, content: Object.fromEntries(Object.keys(uploadImageTypes).map((type) => [type, binary])) },
  },
  responses: { ...jsonOk(uploadImageResponseSchema), ...errorResponses(400, 401, 403, 413, 415) },
});

/** POST /api/uploads/images/new: the file's bytes as the body, under their own limit (not the app's JSON one). */
export function uploadsRoutes({ config }: AppDeps, guards: AuthGuards) {
  const router = createRouter();
  router.use('*', guards.requireUser);
  router.use('*', limitBody(UPLOAD_IMAGE_MAX_BYTES, UploadMessage.imageTooLarge));
  router.openapi(newImage, async (c) => {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length === 0) throw badRequest(UploadMessage.imageRequired);
    const contentType = detectImageType(bytes);
    if (!contentType) throw new ApiError(415, UploadMessage.imageTypeInvalid);
    const url = await saveUploadedImage(config.dataDir, bytes, contentType);
    return c.json({ image: { url, contentType, size: bytes.length } }, 200);
  });
  return router;
}

/** GET /uploads/{name}: the stored files, public like /images (an <img> sends no token), never changing. */
export function uploadedFileRoutes({ config }: AppDeps) {
  const router = new Hono<AppEnv>();
  router.get('/:name', async (c) => {
    const file = await readUploadedImage(config.dataDir, c.req.param('name'));
    if (!file) return c.json({ message: ErrorMessage.notFound }, 404);
    c.header('Content-Type', file.type);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.body(new Uint8Array(file.bytes), 200);
  });
  return router;
}
