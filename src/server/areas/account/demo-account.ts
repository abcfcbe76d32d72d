import { brand } from '@/contract/brand';
import type { Clock } from '@/server/auth/tokens';
import { verifyPassword } from '@/server/auth/password';
import type { Db } from '@/server/db/database';
import { ApiError } from '@/server/http/api-error';
import { findUserByEmail } from './account-store';

type DemoCredentials = { email: string; password: string };

/**
 * The demo credentials, while demo data is seeded (`seedDemo`, SEED_DEMO) and an account with the demo
 * email still has the demo password; without demo data never, whatever that account's password.
 * The account is read on every call; the costly hash check is remembered for its password hash only, so a
 * password change or ban through any server process counts on the next call.
 */
export function createDemoAccountCheck(db: Db, _clock: Clock, seedDemo: boolean) {
  if (!seedDemo) return async (): Promise<DemoCredentials | null> => null;
  let checked: { passwordHash: string | null; matches: boolean } | undefined;
  let last: DemoCredentials | null = null;
  return async (): Promise<DemoCredentials | null> => {
    const { email, password } = brand.demoAccount;
    const user = await findUserByEmail(db, email);
    if (!user || user.status === 'banned') return (last = null);
    if (!checked || checked.passwordHash !== user.password_hash) {
      try {
        const matches = user.password_hash !== null && (await verifyPassword(password, user.password_hash));
        checked = { passwordHash: user.password_hash, matches };
      } catch (error) {
        // While sign-ins keep the hashing busy, the login screen shows what it showed last.
        if (error instanceof ApiError && error.status === 503) return last;
        throw error;
      }
    }
    return (last = checked.matches ? { email, password } : null);
  };
}
