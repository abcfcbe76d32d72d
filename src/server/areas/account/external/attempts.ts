import { randomBytes } from 'node:crypto';
import { ExternalSignInLimits } from '@/contract/external-sign-in-messages';
import type { ExternalProvider } from '@/contract/sign-in-methods';
import type { Db } from '@/server/db/database';
import { hashPasswordToken as hashSecret } from '@/server/areas/account/password-tokens';

export interface NewAttempt {
  provider: ExternalProvider;
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  linkUserId: string | null;
}

export interface Attempt {
  provider: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  linkUserId: string | null;
}

/** Remembers a sign-in sent to a provider; attempts nobody finished go at the same time. */
export async function saveAttempt(db: Db, attempt: NewAttempt, now: Date): Promise<void> {
  await db.deleteFrom('external_sign_in_attempts').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('external_sign_in_attempts')
    .values({
      state_hash: hashSecret(attempt.state),
      provider: attempt.provider,
      code_verifier: attempt.codeVerifier,
      nonce: attempt.nonce,
      return_to: attempt.returnTo,
      link_user_id: attempt.linkUserId,
      expires_at: new Date(now.getTime() + ExternalSignInLimits.attemptSeconds * 1000).toISOString(),
    })
    .execute();
}

/** Uses the attempt a callback's `state` names up, once: undefined when unknown, used, expired or another provider's. */
export async function consumeAttempt(
  db: Db,
  provider: ExternalProvider,
  state: string,
  now: Date,
): Promise<Attempt | undefined> {
  const row = await db
    .deleteFrom('external_sign_in_attempts')
    .where('state_hash', '=', hashSecret(state))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.provider !== provider) return undefined;
  return {
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    returnTo: row.return_to,
    linkUserId: row.link_user_id,
  };
}

/** A finished sign-in, for the web app to collect once by the code returned (it travels in the address). */
export async function issueHandoff(db: Db, userId: string, returnTo: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.deleteFrom('external_sign_in_handoffs').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('external_sign_in_handoffs')
    .values({
      code_hash: hashSecret(code),
      user_id: userId,
      return_to: returnTo,
      expires_at: new Date(now.getTime() + ExternalSignInLimits.handoffSeconds * 1000).toISOString(),
    })
    .execute();
  return code;
}

/** Collects a finished sign-in, once: the account and where to go, or undefined (unknown, used or expired). */
export async function consumeHandoff(
  db: Db,
  code: string,
  now: Date,
): Promise<{ userId: string; returnTo: string } | undefined> {
  const row = await db
    .deleteFrom('external_sign_in_handoffs')
    .where('code_hash', '=', hashSecret(code))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { userId: row.user_id, returnTo: row.return_to };
}
