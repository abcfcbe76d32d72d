import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

/** Generated images the seed data refers to: GET /images/{kind}/{n}.svg. */
export function imageRoutes() {
  return new Hono<AppEnv>();
}
