import { createHash, randomInt, randomUUID } from 'node:crypto';
import { AccountRecoveryRule } from '@/contract/account-recovery';
import type { Db } from '@/server/db/database';
import type { AccountRecoveryTables } from './recovery-tables';

const { codeLength, codeLifetimeMs, maxCodeAttempts, maxRequestsPerWindow, requestWindowMs } = AccountRecoveryRule;

const withCodes = (db: Db) => db.withTables<AccountRecoveryTables>();

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/** Marks a redeemed code: no hash of a code can be this. */
const REDEEMED = 'redeemed';

/**
 * A fresh 6-digit code for the account (earlier ones stop working), or null when the account already
 * asked `maxRequestsPerWindow` times within the window: then nothing may be sent.
 */
export async function issueResetCode(db: Db, userId: string, now: Date): Promise<string | null> {
  const codes = withCodes(db);
  const windowStart = new Date(now.getTime() - requestWindowMs).toISOString();
  // Rows older than the window neither count nor work any more.
  await codes.deleteFrom('password_reset_codes').where('user_id', '=', userId).where('created_at', '<=', windowStart).execute();
  const { count } = await codes
    .selectFrom('password_reset_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= maxRequestsPerWindow) return null;

  const id = randomUUID();
  const code = String(randomInt(0, 10 ** codeLength)).padStart(codeLength, '0');
  await codes
    .insertInto('password_reset_codes')
    .values({
      id,
      user_id: userId,
      code_hash: hashCode(id, code),
      attempts: 0,
      expires_at: new Date(now.getTime() + codeLifetimeMs).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return code;
}

/**
 * Uses up the account's newest code when `code` matches it and it is neither expired, redeemed nor out of
 * tries. Every try counts before the comparison, so parallel guesses cannot exceed the limit.
 */
export async function redeemResetCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const codes = withCodes(db);
  const newest = await codes
    .selectFrom('password_reset_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!newest || newest.expires_at <= now.toISOString()) return false;
  const counted = await codes
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', newest.id)
    .where('attempts', '<', maxCodeAttempts)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return false;
  const expected = hashCode(newest.id, code);
  if (newest.code_hash !== expected) return false;
  // Only one of two parallel right answers gets to mark it.
  const redeemed = await codes
    .updateTable('password_reset_codes')
    .set({ code_hash: REDEEMED })
    .where('id', '=', newest.id)
    .where('code_hash', '=', expected)
    .executeTakeFirst();
  return Number(redeemed.numUpdatedRows) === 1;
}

/** After a new password is set no earlier code works; the rows still count against the request limit. */
export async function voidResetCodes(db: Db, userId: string): Promise<void> {
  await withCodes(db)
    .updateTable('password_reset_codes')
    .set({ code_hash: REDEEMED })
    .where('user_id', '=', userId)
    .execute();
}

/** The admin whose Mail inbox gets the workspace's messages (the contact form): the configured admin, else the first admin. */
export async function findMailAdminId(db: Db, adminEmail: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy((eb) => eb.case().when('email', '=', adminEmail).then(0).else(1).end())
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
