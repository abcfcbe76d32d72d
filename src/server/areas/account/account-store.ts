import { randomUUID } from 'node:crypto';
import type { AccountUser, UserRole } from '@/contract/account';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import type { UserRow } from '@/server/http/app-env';

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    photoURL: row.photo_url,
    phoneNumber: row.phone_number,
    country: row.country,
    address: row.address,
    state: row.state,
    city: row.city,
    zipCode: row.zip_code,
    about: row.about,
    role: row.role as UserRole,
    isPublic: fromFlag(row.is_public),
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** A unique handle from the email's local part: "ada.l@x.io" -> "ada.l", then "ada.l-2", ... */
export async function uniqueUsername(db: Db, email: string): Promise<string> {
  const base = normalizeEmail(email).split('@')[0]!.replace(/[^a-z0-9._-]+/g, '') || 'user';
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    const taken = await db.selectFrom('users').select('id').where('username', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

export interface NewAccount {
  id?: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: UserRole;
  now: Date;
  username?: string;
  extra?: Partial<Omit<UserRow, 'id' | 'email' | 'password_hash' | 'first_name' | 'last_name' | 'role'>>;
}

/** Inserts an account; registration leaves every profile field empty and the account public. */
export async function insertAccount(db: Db, account: NewAccount): Promise<UserRow> {
  const now = account.now.toISOString();
  const row: UserRow = {
    id: account.id ?? randomUUID(),
    email: normalizeEmail(account.email),
    password_hash: account.passwordHash,
    display_name: `${account.firstName} ${account.lastName}`.trim(),
    first_name: account.firstName,
    last_name: account.lastName,
    username: account.username ?? (await uniqueUsername(db, account.email)),
    photo_url: '',
    cover_url: '',
    phone_number: '',
    country: '',
    address: '',
    state: '',
    city: '',
    zip_code: '',
    about: '',
    role: account.role,
    is_public: toFlag(true),
    company: '',
    is_verified: toFlag(false),
    status: 'active',
    job_title: '',
    presence: 'online',
    last_activity: now,
    created_at: now,
    ...account.extra,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}
