import { UserErrors, type ManagedUserUpdate } from '@/contract/user';
import type { Db } from '@/server/db/database';
import { badRequest } from '@/server/http/api-error';

/** Whether an update takes an account's admin rights away: a ban, or the access role user. */
export const takesAdminRightsAway = (update: Pick<ManagedUserUpdate, 'status' | 'accessRole'>): boolean =>
  update.status === 'banned' || update.accessRole === 'user';

/** The ids of the workspace's active admins, their rows locked to the end of the transaction (on PostgreSQL). */
export async function lockActiveAdmins(trx: Db): Promise<string[]> {
  const rows = await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * 400 when `userId` is the workspace's only active admin; run inside the transaction that takes its rights away.
 * It first takes the row locks of every active admin (held to the commit on PostgreSQL; SQLite runs one write
 * transaction at a time), so two admins demoting or banning each other at the same moment are counted one after
 * the other, and the second finds the first gone: the workspace always keeps an active admin.
 */
export async function keepAnActiveAdmin(trx: Db, userId: string): Promise<void> {
  const ids = await lockActiveAdmins(trx);
  if (ids.includes(userId) && ids.length === 1) throw badRequest(UserErrors.lastActiveAdmin);
}
