import { Hono, type Context } from 'hono';
import { parseRasterImageName } from '@/contract/images';
import { ApiErrors, errorBody } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import type { AppEnv } from '@/server/http/app-env';
import { conditionalGet } from '@/server/http/etag';
import { generatedImages } from './images/render-image';

/** A given image never changes at its URL (the art is deterministic), so browsers may keep it for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

function sendImage(
  c: Context<AppEnv>,
  image: { etag: string; contentType: string; body: string | Uint8Array<ArrayBuffer> },
) {
  const headers = {
    'Content-Type': image.contentType,
    'Cache-Control': CACHE_FOREVER,
    ETag: image.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  // Two calls because c.body's overloads take text or bytes, not either.
  return typeof image.body === 'string' ? c.body(image.body, 200, headers) : c.body(image.body, 200, headers);
}

/**
 * Generated images the seed data refers to, GET /images/{kind}/{n}.svg, and their raster variants for the
 * public pages, GET /images/{kind}/{n}-{width}.{avif|webp|jpg} (the sizes of contract/images.ts). Every
 * image carries an ETag of its bytes; a matching If-None-Match gets 304.
 */
export function imageRoutes({ rasterImages }: Pick<AppDeps, 'rasterImages'>) {
  const router = new Hono<AppEnv>();
  router.use('*', conditionalGet);
  router.get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    // Only the canonical names ("avatar/7.svg", not "avatar/07.svg") exist in the map.
    const svg = generatedImages().get(`${kind}/${file}`);
    if (svg) return sendImage(c, { etag: svg.etag, contentType: 'image/svg+xml', body: svg.svg });
    const variant = parseRasterImageName(kind, file);
    if (!variant) return c.json(errorBody(ApiErrors.notFound), 404);
    const raster = await rasterImages.get(variant);
    return sendImage(c, { etag: raster.etag, contentType: raster.contentType, body: raster.bytes });
  });
  return router;
}
