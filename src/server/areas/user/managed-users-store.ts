import type { Updateable } from 'kysely';
import type { UserRole } from '@/contract/account';
import { ApiErrors } from '@/contract/errors';
import {
  UserErrors,
  type ManagedUser,
  type ManagedUserStatus,
  type ManagedUserUpdate,
  type NewManagedUserRequest,
} from '@/contract/user';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { badRequest, notFound } from '@/server/http/api-error';
import type { UserRow } from '@/server/http/app-env';
import { findUserByEmail, insertAccount, normalizeEmail } from '@/server/areas/account/account-store';
import type { UsersTable } from '@/server/areas/account/tables';
import { issuePasswordToken } from '@/server/areas/account/password-tokens';
import { keepAnActiveAdmin, takesAdminRightsAway } from './active-admins';

export function toManagedUser(row: UserRow): ManagedUser {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.photo_url,
    name: row.display_name,
    email: row.email,
    phoneNumber: row.phone_number,
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    zipCode: row.zip_code,
    company: row.company,
    isVerified: fromFlag(row.is_verified),
    status: row.status as ManagedUserStatus,
    role: row.job_title,
    accessRole: row.role as UserRole,
  };
}

async function findManagedUser(db: Db, userId: string): Promise<UserRow> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(ApiErrors.userNotFound);
  return row;
}

/** One account by its id or its username, as the edit form shows it; 404 for an unknown one. */
export async function getManagedUser(db: Db, key: { id?: string; username?: string }): Promise<ManagedUser> {
  if (key.id !== undefined) return toManagedUser(await findManagedUser(db, key.id));
  const row = await db.selectFrom('users').selectAll().where('username', '=', key.username ?? '').executeTakeFirst();
  if (!row) throw notFound(ApiErrors.userNotFound);
  return toManagedUser(row);
}

/** "Mary Ann Smith" -> first "Mary", last "Ann Smith". */
function splitName(name: string): { first_name: string; last_name: string; display_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.join(' ');
  return { first_name: first, last_name: last, display_name: [first, last].filter(Boolean).join(' ') };
}

function toUserColumns(fields: ManagedUserUpdate): Updateable<UsersTable> {
  const columns: Updateable<UsersTable> = {};
  if (fields.avatarUrl !== undefined) columns.photo_url = fields.avatarUrl;
  if (fields.name !== undefined) Object.assign(columns, splitName(fields.name));
  if (fields.email !== undefined) columns.email = normalizeEmail(fields.email);
  if (fields.phoneNumber !== undefined) columns.phone_number = fields.phoneNumber;
  if (fields.address !== undefined) columns.address = fields.address;
  if (fields.country !== undefined) columns.country = fields.country;
  if (fields.state !== undefined) columns.state = fields.state;
  if (fields.city !== undefined) columns.city = fields.city;
  if (fields.zipCode !== undefined) columns.zip_code = fields.zipCode;
  if (fields.company !== undefined) columns.company = fields.company;
  if (fields.role !== undefined) columns.job_title = fields.role;
  if (fields.isVerified !== undefined) columns.is_verified = toFlag(fields.isVerified);
  if (fields.status !== undefined) columns.status = fields.status;
  if (fields.accessRole !== undefined) columns.role = fields.accessRole;
  return columns;
}

/** Runs a write that may hit the unique email index; a lost race gets the same answer as the check before it. */
async function withUniqueEmail<T>(
  db: Db,
  email: string | undefined,
  exceptId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const emailTaken = async () => {
    if (email === undefined) return false;
    const owner = await findUserByEmail(db, email);
    return owner !== undefined && owner.id !== exceptId;
  };
  if (await emailTaken()) throw badRequest(ApiErrors.emailTaken);
  return write().catch(async (error: unknown) => {
    if (await emailTaken()) throw badRequest(ApiErrors.emailTaken);
    throw error;
  });
}

/**
 * Creates an account (access role user unless asked otherwise, no password) and a one-time set-password token for it.
 * The raw token is returned once so the caller can send the link; only its hash is stored.
 */
export async function createManagedUser(
  db: Db,
  input: NewManagedUserRequest,
  now: Date,
): Promise<{ user: ManagedUser; passwordToken: string }> {
  const {
    first_name,
    last_name,
    email: _email,
    role = 'user',
    ...columns
  } = toUserColumns({ zipCode: '', isVerified: false, status: 'active', ...input });
  return withUniqueEmail(db, input.email, null, () =>
    db.transaction().execute(async (trx) => {
      const row = await insertAccount(trx, {
        email: input.email,
        passwordHash: null,
        firstName: first_name ?? '',
        lastName: last_name ?? '',
        role: role as UserRole,
        now,
        extra: columns,
      });
      return { user: toManagedUser(row), passwordToken: await issuePasswordToken(trx, row.id, now) };
    }),
  );
}

/**
 * Changes the given fields of an account. Never the caller's own ban or demotion, and never one that would leave
 * the workspace without an active admin. Answers the account before and after the change.
 */
export async function updateManagedUser(
  db: Db,
  actor: UserRow,
  userId: string,
  update: ManagedUserUpdate,
): Promise<{ before: ManagedUser; user: ManagedUser }> {
  const before = toManagedUser(await findManagedUser(db, userId));
  if (userId === actor.id && update.status === 'banned') throw badRequest(UserErrors.cannotBanSelf);
  if (userId === actor.id && update.accessRole === 'user') throw badRequest(UserErrors.cannotDemoteSelf);
  const columns = toUserColumns(update);
  if (Object.keys(columns).length > 0) {
    await withUniqueEmail(db, update.email, userId, () =>
      db.transaction().execute(async (trx) => {
        if (takesAdminRightsAway(update)) await keepAnActiveAdmin(trx, userId);
        await trx.updateTable('users').set(columns).where('id', '=', userId).execute();
      }),
    );
  }
  return { before, user: toManagedUser(await findManagedUser(db, userId)) };
}
