import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/database';

/** A set-password / reset-password link works once, within 24 hours. */
export const PASSWORD_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored, so a copy of the database does not hold working links. */
export function hashPasswordToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The web page that sets a new password with the token (the reset screen forwards older links there). */
export function passwordTokenLink(token: string): string {
  return `/auth/new-password?token=${encodeURIComponent(token)}`;
}

/** Issues a fresh token for the account; earlier ones of the same account stop working. */
export async function issuePasswordToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('password_tokens').where('user_id', '=', userId).execute();
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: hashPasswordToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + PASSWORD_TOKEN_LIFETIME_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** Uses a token up: the account id when it was valid, else null (unknown, used or expired). */
export async function consumePasswordToken(db: Db, token: string, now: Date): Promise<string | null> {
  const row = await db
    .deleteFrom('password_tokens')
    .where('token_hash', '=', hashPasswordToken(token))
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return row.user_id;
}
