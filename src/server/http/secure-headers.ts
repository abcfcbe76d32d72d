import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Where Google Analytics loads from and reports to, when the web app is built with a measurement id. */
const analytics = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * Pages and files (the web app, the API docs page, images): hono/secure-headers with its defaults (nosniff,
 * frame and referrer rules, cross-origin isolation) and a Content-Security-Policy the web app and the docs
 * page live with: scripts, styles, images and fonts from this origin; inline scripts (the theme boot
 * script and each pre-rendered page's hydration data and loader) and inline styles (MUI writes its styles
 * at run time); images as data: and blob: URLs (previews); Google Analytics when the build turns it on.
 */
const pageHeaders = secureHeaders({
  overwrite: false,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'", analytics[0]!],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...analytics],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...analytics],
  },
});

const isApiAnswer = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs');

/**
 * Security headers on pages and files; a header a route sets itself wins (uploads: `default-src 'none'`).
 * JSON answers of the API go without: a browser never renders them as a page (they are
 * `application/json`), and on the Node adapter each header set costs the hot cached reads measurably.
 */
export const securityHeaders =
  (): MiddlewareHandler =>
  (c, next) =>
    isApiAnswer(c.req.path) ? next() : pageHeaders(c, next);
