import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

/** The readable API reference at /api/docs, served from local files. */
export function docsRoutes() {
  return new Hono<AppEnv>();
}
