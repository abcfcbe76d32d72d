import { Hono } from 'hono';
import { ErrorMessage } from '../../../contract/errors';
import type { AppEnv } from '../../http/app-env';
import { generatedImages } from './images/render-image';

/** A given image never changes at its URL (the art is deterministic), so browsers may keep it for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Generated images the seed data refers to: GET /images/{kind}/{n}.svg. */
export function imageRoutes() {
  const router = new Hono<AppEnv>();
  router.get('/:kind/:file', (c) => {
    // Only the canonical names ("avatar/7.svg", not "avatar/07.svg") exist in the map.
    const image = generatedImages().get(`${c.req.param('kind')}/${c.req.param('file')}`);
    if (!image) return c.json({ message: ErrorMessage.notFound }, 404);
    c.header('Cache-Control', CACHE_FOREVER);
    c.header('ETag', image.etag);
    if (
      c.req
        .header('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(image.etag)
    )
      return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(image.svg, 200);
  });
  return router;
}
