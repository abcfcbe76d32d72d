import { secureHeaders } from 'hono/secure-headers';

/** Where Google Analytics loads from and reports to, when the web app is built with a measurement id. */
const analytics = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * hono/secure-headers with its defaults (nosniff, frame and referrer rules, cross-origin isolation of
 * resources) and a Content-Security-Policy the web app and the API docs page live with: scripts, styles,
 * images and fonts from this origin; inline scripts (the theme boot script and each pre-rendered page's
 * hydration data and loader) and inline styles (MUI writes its styles at run time); images as data: and
 * blob: URLs (previews); Google Analytics when the build turns it on.
 *
 * A header a route sets itself wins (uploads serve files under `default-src 'none'`).
 */
export const securityHeaders = () =>
  secureHeaders({
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
