import {
  loginPageVariant,
  loginWithoutDemo,
  registerClosed,
} from '@/contract/prerendered-variants';
import type { Clock } from '@/server/auth/tokens';
import type { Db } from '@/server/db/database';
import { createDemoAccountCheck } from './demo-account';

/**
 * Which built version of a page the web app serves: login without the demo banner without demo data
 * (`seedDemo` false) or once the demo account no longer uses the demo credentials, login without the link
 * to registration and registration without its form while registration is closed (both are in the HTML, so
 * they must be true before any script runs). The built login pages offer the password form only: with other
 * ways to sign in (`passwordOnly` false) none fits (null), and the browser renders login from the app's shell.
 */
export function createPageVariantChoice(
  db: Db,
  clock: Clock,
  registrationOpen = true,
  seedDemo = true,
  passwordOnly = true,
) {
  const demoAccount = createDemoAccountCheck(db, clock, seedDemo);
  return async (path: string): Promise<string | null | undefined> => {
    if (path === loginWithoutDemo.path && !passwordOnly) return null;
    if (path === loginWithoutDemo.path) return loginPageVariant(Boolean(await demoAccount()), registrationOpen);
    if (path === registerClosed.path && !registrationOpen) return registerClosed.variant;
    return undefined;
  };
}
