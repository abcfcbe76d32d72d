import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Where Google Analytics loads from and reports to, when the web app is built with a measurement id. */
const analytics = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

export interface SecurityHeadersOptions {
  /**
   * The hash sources (`sha256-…`) of the inline scripts the web app's HTML runs (inline-scripts.ts): the
   * theme boot script and the pre-rendered pages' app loader. No other inline script runs.
   */
  scriptHashes?: readonly string[];
  /** TRUST_PROXY: a reverse proxy in front sets X-Forwarded-Proto, so it can be believed. */
  trustProxy?: boolean;
}

/**
 * Pages and files (the web app, the API docs page, images): hono/secure-headers with its defaults
 * (nosniff, cross-origin isolation), no framing by any page, the referrer sent to other sites as the
 * origin only, and a Content-Security-Policy the web app and the docs page live with: scripts, styles,
 * images and fonts from this origin; of inline scripts only those with the web app's hashes; inline styles
 * (MUI writes its styles at run time); images as data: and blob: URLs (previews); Google Analytics when the
 * build turns it on. Strict-Transport-Security only on requests that came over HTTPS.
 */
function pageHeaders(scriptHashes: readonly string[], overHttps: boolean): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: overHttps,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), analytics[0]!],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...analytics],
    },
  });
}

const isApiAnswer = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs');

/**
 * Whether the browser reached us over HTTPS, as the proxy in front says. Without TRUST_PROXY nobody sets
 * X-Forwarded-Proto for us (a client could send anything), so it is ignored. Behind several proxies the
 * first one's word (the leftmost value) is the browser's connection.
 */
const cameOverHttps = (c: Context, trustProxy: boolean) =>
  trustProxy && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase() === 'https';

/**
 * Security headers on pages and files; a header a route sets itself wins (uploads: `default-src 'none'`).
 * JSON answers of the API go without: a browser never renders them as a page (they are
 * `application/json`), and on the Node adapter each header set costs the hot cached reads measurably.
 */
export function securityHeaders({
  scriptHashes = [],
  trustProxy = false,
}: SecurityHeadersOptions = {}): MiddlewareHandler {
  const overHttp = pageHeaders(scriptHashes, false);
  const overHttps = pageHeaders(scriptHashes, true);
  return (c, next) => {
    if (isApiAnswer(c.req.path)) return next();
    return (cameOverHttps(c, trustProxy) ? overHttps : overHttp)(c, next);
  };
}
