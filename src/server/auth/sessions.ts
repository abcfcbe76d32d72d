import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@/contract/account';
import type { Db } from '@/server/db/database';
import type { Clock, TokenService } from './tokens';

export interface SessionDeps {
  tokens: TokenService;
  clock: Clock;
}

/**
 * Starts a session for the account and returns its access token. The account's expired sessions go at the
 * same time, so the table holds only live ones and those of accounts that never come back.
 */
export async function startSession(db: Db, { tokens, clock }: SessionDeps, userId: string): Promise<string> {
  const now = clock();
  const sessionId = randomBytes(18).toString('base64url');
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000).toISOString(),
    })
    .execute();
  return tokens.issue({ userId, sessionId });
}

/** Logout: this session's token stops working at once. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** After a password change or reset: every session of the account ends but the one given (if any). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
