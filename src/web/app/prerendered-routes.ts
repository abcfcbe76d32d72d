import { brand } from '@/contract/brand';
import {
  loginRegistrationClosed,
  loginWithoutDemo,
  loginWithoutDemoRegistrationClosed,
  registerClosed,
} from '@/contract/prerendered-variants';
import { everyPublicPage } from '@/contract/every-public-page';
import type { PrerenderContext } from '@/web/lib/prerender-context';

export interface PrerenderedPage {
  path: string;
  /** Set for a second version of a page (see contract/prerendered-variants.ts). */
  variant?: string;
  context?: PrerenderContext;
}

const { email, password } = brand.demoAccount;
const demoAccount = { email, password };
/** The built pages show the default way to sign in; with another (AUTH_METHODS), login renders in the browser. */
const passwordOnly = { methods: ['password' as const], socialProviders: [] };

/**
 * Pages whose HTML is rendered at build time (scripts/build-web.mjs) as a signed-out visitor sees them in
 * English with the default theme: their content and head tags are there before any script runs. Login
 * comes with the demo banner (a fresh install) and without it, each with and without the link to
 * registration, and registration with its form and closed (REGISTRATION=closed); the server serves the one
 * that is true.
 */
export const prerenderedPages: PrerenderedPage[] = [
  ...everyPublicPage.map((page) => ({ path: page.path })),
  {
    path: '/auth/login',
    context: { loginOptions: { demoAccount, registrationOpen: true, ...passwordOnly } },
  },
  {
    ...loginWithoutDemo,
    context: { loginOptions: { demoAccount: null, registrationOpen: true, ...passwordOnly } },
  },
  {
    ...loginRegistrationClosed,
    context: { loginOptions: { demoAccount, registrationOpen: false, ...passwordOnly } },
  },
  {
    ...loginWithoutDemoRegistrationClosed,
    context: { loginOptions: { demoAccount: null, registrationOpen: false, ...passwordOnly } },
  },
  {
    path: '/auth/register',
    context: { loginOptions: { demoAccount: null, registrationOpen: true, ...passwordOnly } },
  },
  {
    ...registerClosed,
    context: { loginOptions: { demoAccount: null, registrationOpen: false, ...passwordOnly } },
  },
  { path: '/auth/reset-password' },
  { path: '/404' },
  { path: '/500' },
];
