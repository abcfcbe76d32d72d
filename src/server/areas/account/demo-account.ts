import { brand } from '@/contract/brand';
import type { Clock } from '@/server/auth/tokens';
import { verifyPassword } from '@/server/auth/password';
import type { Db } from '@/server/db/database';
import { ApiError } from '@/server/http/api-error';
import { findUserByEmail } from './account-store';

const RECHECK_AFTER_MS = 60_000;

/**
 * The demo credentials, while demo data is seeded (`seedDemo`, SEED_DEMO) and an account with the demo
 * email still has the demo password; without demo data never, whatever that account's password.
 * Checking costs a password hash, so the answer is kept for a minute.
 */
export function createDemoAccountCheck(db: Db, clock: Clock, seedDemo: boolean) {
  if (!seedDemo) return async (): Promise<{ email: string; password: string } | null> => null;
  let cached: { at: number; value: { email: string; password: string } | null } | undefined;
  return async () => {
    const now = clock().getTime();
    if (cached && now - cached.at < RECHECK_AFTER_MS) return cached.value;
    const { email, password } = brand.demoAccount;
    const user = await findUserByEmail(db, email);
    let usable: boolean;
    try {
      usable = Boolean(user && user.status !== 'banned' && (await verifyPassword(password, user.password_hash)));
    } catch (error) {
      // While sign-ins keep the hashing busy, the login screen shows what it showed last.
      if (error instanceof ApiError && error.status === 503) return cached?.value ?? null;
      throw error;
    }
    cached = { at: now, value: usable ? { email, password } : null };
    return cached.value;
  };
}
