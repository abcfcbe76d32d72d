import { publicPages } from '../../contract/public-pages';

/**
 * Pages whose HTML is rendered at build time (scripts/build-web.mjs) as a signed-out visitor sees them in
 * English with the default theme: their content and head tags are there before any script runs.
 */
export const prerenderedRoutes: string[] = [
  ...publicPages.map((page) => page.path),
  '/auth/login',
  '/auth/register',
  '/auth/reset-password',
  '/404',
  '/500',
];
