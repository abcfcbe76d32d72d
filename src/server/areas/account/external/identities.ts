import { ExternalSignInErrors } from '@/contract/external-sign-in-messages';
import type { LinkedIdentity } from '@/contract/external-sign-in';
import type { ExternalProvider } from '@/contract/sign-in-methods';
import { toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';
import { findUserByEmail, insertAccount, normalizeEmail } from '@/server/areas/account/account-store';
import type { ExternalProfile } from './profile';

type Refusal = (typeof ExternalSignInErrors)[keyof typeof ExternalSignInErrors];

const identityOwner = (db: Db, provider: ExternalProvider, subject: string) =>
  db
    .selectFrom('external_identities')
    .innerJoin('users', 'users.id', 'external_identities.user_id')
    .selectAll('users')
    .where('external_identities.provider', '=', provider)
    .where('external_identities.subject', '=', subject)
    .executeTakeFirst();

const addIdentity = (
  db: Db,
  userId: string,
  provider: ExternalProvider,
  profile: ExternalProfile,
  now: Date,
) =>
  db
    .insertInto('external_identities')
    .values({
      provider,
      subject: profile.subject,
      user_id: userId,
      email: profile.email ?? '',
      created_at: now.toISOString(),
    })
    .execute();

/**
 * The account a provider's person signs in to: the one linked to them; else the account with the same email,
 * linked now, when the provider vouches for that email (an unverified email never opens someone else's
 * account); else a new account (role user) while registration is open. A banned account is refused.
 */
export async function accountForIdentity(
  db: Db,
  provider: ExternalProvider,
  profile: ExternalProfile,
  { now, registrationOpen }: { now: Date; registrationOpen: boolean },
): Promise<{ user: UserRow; created?: boolean } | { refusal: Refusal }> {
  const linked = await identityOwner(db, provider, profile.subject);
  if (linked)
    return linked.status === 'banned' ? { refusal: ExternalSignInErrors.accountBanned } : { user: linked };
  if (!profile.email) return { refusal: ExternalSignInErrors.emailMissing };

  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (!profile.emailVerified) return { refusal: ExternalSignInErrors.emailInUse };
    if (existing.status === 'banned') return { refusal: ExternalSignInErrors.accountBanned };
    const other = await db
      .selectFrom('external_identities')
      .select('subject')
      .where('user_id', '=', existing.id)
      .where('provider', '=', provider)
      .executeTakeFirst();
    // The account already signs in with another person of this provider: no second one joins it unasked.
    if (other) return { refusal: ExternalSignInErrors.emailInUse };
    await addIdentity(db, existing.id, provider, profile, now);
    return { user: existing };
  }

  if (!registrationOpen) return { refusal: ExternalSignInErrors.registrationClosed };
  const user = await insertAccount(db, {
    email: normalizeEmail(profile.email),
    passwordHash: null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: 'user',
    now,
    extra: {
      display_name: profile.displayName,
      is_verified: toFlag(profile.emailVerified),
    },
  });
  await addIdentity(db, user.id, provider, profile, now);
  return { user, created: true };
}

/** Links the provider's person to the signed-in account; refused when they already sign in to another one. */
export async function linkIdentity(
  db: Db,
  userId: string,
  provider: ExternalProvider,
  profile: ExternalProfile,
  now: Date,
): Promise<Refusal | undefined> {
  const owner = await identityOwner(db, provider, profile.subject);
  if (owner) return owner.id === userId ? undefined : ExternalSignInErrors.linkedElsewhere;
  // Another person of the same provider linked before is replaced: the account settings offer "Link" only when
  // none is, so this is a second tab's older link.
  await db
    .deleteFrom('external_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .execute();
  await addIdentity(db, userId, provider, profile, now);
  return undefined;
}

export async function identitiesOf(db: Db, userId: string): Promise<LinkedIdentity[]> {
  const rows = await db
    .selectFrom('external_identities')
    .select(['provider', 'email', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    provider: row.provider as ExternalProvider,
    email: row.email,
    linkedAt: row.created_at,
  }));
}

/** Unlinks a provider, as long as the account keeps a way to sign in (a password or another provider). */
export async function unlinkIdentity(
  db: Db,
  user: UserRow,
  provider: ExternalProvider,
): Promise<Refusal | undefined> {
  const identities = await identitiesOf(db, user.id);
  if (!identities.some((identity) => identity.provider === provider)) return ExternalSignInErrors.notLinked;
  if (user.password_hash === null && identities.length === 1) return ExternalSignInErrors.lastSignInMethod;
  await db
    .deleteFrom('external_identities')
    .where('user_id', '=', user.id)
    .where('provider', '=', provider)
    .execute();
  return undefined;
}
