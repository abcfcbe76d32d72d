import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { ApiErrors, errorBody } from '@/contract/errors';
import { prerenderedVariantKey } from '@/contract/prerendered-variants';
import type { AppEnv } from './app-env';
import { readPrerenderedPages, sendPage } from './prerendered-pages';

const notFound = (c: Context) => c.json(errorBody(ApiErrors.notFound), 404);

const serverOwned = ['/api', '/images', '/uploads'];
/** A source map, or a compressed copy of one. */
const sourceMapFile = /\.map(?:\.(?:br|gz))?$/;
/** An address whose last segment has a dot names a file (`/favicon.ico`, `/.env`); screens' addresses never do. */
const namesAFile = /\.[^/]*$/;

/** Where `vite build` puts the web app, beside the server bundle (dist/server -> dist/web). */
export function defaultWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');
}

export interface WebAppOptions {
  /**
   * Which version of a page rendered at build time fits now (undefined: the main one; null: none does, so the
   * browser renders the page from the app's shell).
   */
  pageVariant?: (path: string) => Promise<string | null | undefined>;
  /** SOURCE_MAPS=public: hand out the *.map files the build writes; otherwise they are answered 404. */
  serveSourceMaps?: boolean;
  /** Told of every page rendered at build time that a GET was answered with (page views are counted there). */
  onPageSent?: (c: Context<AppEnv>, path: string) => void;
}

/**
 * The built single-page app: the pages rendered at build time, files as they are (hashed assets cached
 * for a year; source maps only when asked to), 404 for any other address that names a file, and index.html
 * for every other GET so the client router can answer it. Returns null when the web app is not built.
 */
export function webAppRoutes(
  root = defaultWebRoot(),
  { pageVariant, serveSourceMaps = false, onPageSent }: WebAppOptions = {},
): Hono<AppEnv> | null {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const app = new Hono<AppEnv>();
  // The API and the image server answer their own unknown paths (404 JSON); the web app never shadows them.
  app.use('*', async (c, next) => {
    if (serverOwned.some((prefix) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`)))
      return notFound(c);
    await next();
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const prerendered = readPrerenderedPages(root);
  app.get('*', async (c, next) => {
    const variant = prerendered.has(c.req.path) ? await pageVariant?.(c.req.path) : undefined;
    if (variant === null) return next();
    const page = prerendered.get(prerenderedVariantKey(c.req.path, variant)) ?? prerendered.get(c.req.path);
    if (!page) return next();
    if (c.req.method === 'GET') onPageSent?.(c, c.req.path);
    return sendPage(c, page);
  });
  // The maps give away the source as written (comments, names); the bundles' sourceMappingURL then finds none.
  if (!serveSourceMaps) app.get('*', (c, next) => (sourceMapFile.test(c.req.path) ? notFound(c) : next()));
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('/assets/*', notFound);
  // A missing file (`/favicon.ico`, `/.env`, `/x.js`) is not a screen: the app's HTML in its place would
  // answer 200 to scanners and feed a script or image tag HTML.
  app.get('*', (c, next) => (namesAFile.test(c.req.path) ? notFound(c) : next()));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
