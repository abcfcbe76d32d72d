import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { brand } from '@/contract/brand';
import type { AppEnv } from '@/server/http/app-env';

const gzipAsync = promisify(gzip);

/** Where the docs page and its files live; the page links them by these absolute paths. */
const BASE = '/api/docs';
/** "/api/docs/" is an empty last segment: a plain '/' route would match "/api/docs" only. */
const TRAILING_SLASH = '/:trailingSlash{.{0}}';

/** Waits for the bundle (loaded by the tags above it), then draws the reference from the OpenAPI document. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'BaseLayout',
    validatorUrl: null,
    persistAuthorization: true,
    displayRequestDuration: true,
    filter: true,
  });
});
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** No inline script or style, so a strict Content-Security-Policy can cover the page. */
function docsPage(): string {
  const title = escapeHtml(`${brand.productName} API`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${BASE}/swagger-ui.css">
</head>
<body>
<noscript><p>${title} reference: the OpenAPI document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="${BASE}/swagger-ui-bundle.js"></script>
<script src="${BASE}/swagger-ui-standalone-preset.js"></script>
<script src="${BASE}/init.js"></script>
</body>
</html>
`;
}

interface StaticAsset {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  cacheControl: string;
  /** Compressed on first demand and kept. */
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
}

function asset(body: Buffer, type: string, cacheControl: string): StaticAsset {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return { body: new Uint8Array(body), type, etag, cacheControl };
}

/** The swagger-ui-dist files, read once at start-up; their source-map comments point at files we do not serve. */
function readSwaggerUi(): Record<string, StaticAsset> {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const read = (file: string) => {
    const bytes = fs.readFileSync(path.join(dir, file));
    // The comment sits at the very end; look only there instead of decoding megabytes.
    const tail = bytes.subarray(-200).toString('latin1');
    const comment = /\n?(\/\/# sourceMappingURL=\S+|\/\*# sourceMappingURL=\S+ ?\*\/)\s*$/.exec(tail);
    return comment ? bytes.subarray(0, bytes.length - (tail.length - comment.index)) : bytes;
  };
  // Not versioned in the URL, so revalidated daily (the ETag makes that cheap).
  const cacheControl = 'public, max-age=86400';
  const css = 'text/css; charset=utf-8';
  const js = 'text/javascript; charset=utf-8';
  return {
    'swagger-ui.css': asset(read('swagger-ui.css'), css, cacheControl),
    'swagger-ui-bundle.js': asset(read('swagger-ui-bundle.js'), js, cacheControl),
    'swagger-ui-standalone-preset.js': asset(read('swagger-ui-standalone-preset.js'), js, cacheControl),
    'init.js': asset(Buffer.from(INIT_SCRIPT), js, cacheControl),
  };
}

async function send(c: Context<AppEnv>, file: StaticAsset): Promise<Response> {
  c.header('Cache-Control', file.cacheControl);
  c.header('ETag', file.etag);
  c.header('Vary', 'Accept-Encoding');
  c.header('X-Content-Type-Options', 'nosniff');
  if (
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(file.etag)
  )
    return c.body(null, 304);
  c.header('Content-Type', file.type);
  if (file.body.length > 1024 && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    file.gzipped ??= gzipAsync(file.body).then((compressed) => new Uint8Array(compressed));
    c.header('Content-Encoding', 'gzip');
    return c.body(await file.gzipped, 200);
  }
  return c.body(file.body, 200);
}

/** The readable API reference at /api/docs, served from local files (no CDN). */
export function docsRoutes() {
  const router = new Hono<AppEnv>();
  const files = readSwaggerUi();
  const page = asset(Buffer.from(docsPage()), 'text/html; charset=utf-8', 'no-cache');

  router.get('/', (c) => send(c, page));
  router.get(TRAILING_SLASH, (c) => send(c, page));
  for (const [name, file] of Object.entries(files)) router.get(`/${name}`, (c) => send(c, file));
  return router;
}
