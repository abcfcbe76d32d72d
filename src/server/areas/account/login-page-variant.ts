import { loginWithoutDemo } from '@/contract/prerendered-variants';
import type { Clock } from '@/server/auth/tokens';
import type { Db } from '@/server/db/database';
import { createDemoAccountCheck } from './demo-account';

/**
 * Which built version of a page the web app serves: login without the demo banner once the demo account
 * no longer uses the demo credentials (the banner is in the HTML, so it must be true before any script runs).
 */
export function createPageVariantChoice(db: Db, clock: Clock) {
  const demoAccount = createDemoAccountCheck(db, clock);
  return async (path: string): Promise<string | undefined> =>
    path === loginWithoutDemo.path && !(await demoAccount()) ? loginWithoutDemo.variant : undefined;
}
