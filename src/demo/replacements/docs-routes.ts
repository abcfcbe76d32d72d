import { Hono } from 'hono';
import { ApiErrors, errorBody } from '@/contract/errors';
import type { AppEnv } from '@/server/http/app-env';

/**
 * The readable API reference at /api/docs is served from swagger-ui-dist's files on disk, which the demo does not
 * carry: its page and files answer the server's usual JSON 404. The OpenAPI document, /api/openapi.json, comes
 * from api-app.ts and is served as ever.
 */
export function docsRoutes() {
  const router = new Hono<AppEnv>();
  router.get('*', (c) => c.json(errorBody(ApiErrors.notFound), 404));
  return router;
}
