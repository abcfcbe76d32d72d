import { Hono } from 'hono';
import { uploadsApi } from '@/contract/api';
import { ApiErrors, errorBody } from '@/contract/errors';
import { UPLOAD_IMAGE_MAX_BYTES, UploadErrors } from '@/contract/upload-rules';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { ApiError, badRequest } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/app-env';
import { limitBody } from '@/server/http/body-limit';
import { createRouter } from '@/server/http/router';
import { reencodeImage } from './image-encoding';
import { detectImageType } from './image-type';
import { checkUploadAllowance, recordUpload } from './upload-records';
import { readUploadedImage, removeUploadedImage, saveUploadedImage, uploadUrl } from './upload-store';

/** POST /api/uploads/images/new: the file's bytes as the body, under their own limit (not the app's JSON one). */
export function uploadsRoutes({ storage, database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/uploads/*', guards.requireUser);
  router.use('/api/uploads/*', limitBody(UPLOAD_IMAGE_MAX_BYTES, UploadErrors.imageTooLarge));
  router.openapi(uploadsApi.newImage, async (c) => {
    const owner = c.get('user');
    // The body is read in full even when the upload is refused: a connection closed mid-send loses the answer.
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length === 0) throw badRequest(UploadErrors.imageRequired);
    const contentType = detectImageType(bytes);
    if (!contentType) throw new ApiError(415, UploadErrors.imageTypeInvalid);
    // Before the costly decoding: refused when even the smallest image would be too many or too much.
    await checkUploadAllowance(db, owner.id, 1, clock());
    const image = await reencodeImage(bytes, contentType);
    const name = await saveUploadedImage(storage, image, contentType);
    try {
      await recordUpload(db, { name, ownerId: owner.id, contentType, size: image.length }, clock());
    } catch (error) {
      await removeUploadedImage(storage, name);
      throw error;
    }
    return c.json({ image: { url: uploadUrl(name), contentType, size: image.length } }, 200);
  });
  return router;
}

/**
 * GET /uploads/{name}: the stored files, public like /images (an <img> sends no token), never changing; streamed
 * from the storage (the folder or the bucket), so any server process serves any upload.
 */
export function uploadedFileRoutes({ storage }: AppDeps) {
  const router = new Hono<AppEnv>();
  router.get('/:name', async (c) => {
    const file = await readUploadedImage(storage, c.req.param('name'));
    if (!file) return c.json(errorBody(ApiErrors.notFound), 404);
    c.header('Content-Type', file.type);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'");
    // Hono answers HEAD with GET's headers and drops the body unread: let go of the file or connection now.
    if (c.req.method === 'HEAD') {
      await file.body.cancel();
      return c.body(null, 200);
    }
    return c.body(file.body, 200);
  });
  return router;
}
