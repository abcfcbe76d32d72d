import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ApiErrors, errorBody } from '@/contract/errors';
import { prerenderedVariantKey } from '@/contract/prerendered-variants';
import type { AppEnv } from './app-env';
import { readPrerenderedPages, sendPage } from './prerendered-pages';

const serverOwned = ['/api', '/images', '/uploads'];

/** Where `vite build` puts the web app, beside the server bundle (dist/server -> dist/web). */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
}

/**
 * The built single-page app: the pages rendered at build time, files as they are (hashed assets cached
 * for a year), and index.html for every other GET so the client router can answer it. Returns null when the web app is not built.
 */
export interface WebAppOptions {
  /** Which version of a page rendered at build time fits now (undefined: the main one). */
  pageVariant?: (path: string) => Promise<string | undefined>;
}

export function webAppRoutes(root = defaultWebRoot(), { pageVariant }: WebAppOptions = {}): Hono<AppEnv> | null {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const app = new Hono<AppEnv>();
  // The API and the image server answer their own unknown paths (404 JSON); the web app never shadows them.
  app.use('*', async (c, next) => {
    if (serverOwned.some((prefix) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`)))
      return c.json(errorBody(ApiErrors.notFound), 404);
    await next();
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const prerendered = readPrerenderedPages(root);
  app.get('*', async (c, next) => {
    const variant = prerendered.has(c.req.path) ? await pageVariant?.(c.req.path) : undefined;
    const page = prerendered.get(prerenderedVariantKey(c.req.path, variant)) ?? prerendered.get(c.req.path);
    return page ? sendPage(c, page) : next();
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('/assets/*', (c) => c.json(errorBody(ApiErrors.notFound), 404));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
