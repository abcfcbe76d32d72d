import { brand } from '@/contract/brand';
import { loginWithoutDemo } from '@/contract/prerendered-variants';
import { publicPages } from '@/contract/public-pages';
import type { PrerenderContext } from '@/web/lib/prerender-context';

export interface PrerenderedPage {
  path: string;
  /** Set for a second version of a page (see contract/prerendered-variants.ts). */
  variant?: string;
  context?: PrerenderContext;
}

const { email, password } = brand.demoAccount;

/**
 * Pages whose HTML is rendered at build time (scripts/build-web.mjs) as a signed-out visitor sees them in
 * English with the default theme: their content and head tags are there before any script runs. Login
 * comes with the demo banner (a fresh install) and without it; the server serves the one that is true.
 */
export const prerenderedPages: PrerenderedPage[] = [
  ...publicPages.map((page) => ({ path: page.path })),
  { path: '/auth/login', context: { loginOptions: { demoAccount: { email, password } } } },
  { ...loginWithoutDemo, context: { loginOptions: { demoAccount: null } } },
  { path: '/auth/register' },
  { path: '/auth/reset-password' },
  { path: '/404' },
  { path: '/500' },
];
