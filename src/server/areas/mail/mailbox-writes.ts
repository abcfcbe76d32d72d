import { bumpDataVersion, mailVersionKey } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';
import { publishLiveEvent } from '@/server/live/publish-live-event';

/**
 * The one way into anyone's mailbox: every write to the mails of `userIds` (a user's own changes, a mail
 * delivered to recipients, the contact form's messages) runs here, in one transaction (the caller's when `db`
 * already is one). After `write` it bumps each mailbox's version, which the cached answers of the mail routes
 * go by (http/cached-json.ts), so a write is never visible without its new versions. Last, the owners hear live
 * that their mail changed (mail.changed).
 *
 * The versions are bumped before `write` runs: their row locks are then always taken before the live publish
 * lock, which `write` may take (insertNotifications publishes), so two such transactions on PostgreSQL can never
 * wait for each other in a cycle.
 */
export function writeMailboxes<T>(
  db: Db,
  userIds: readonly string[],
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  // Sorted: two transactions bumping the same versions take their row locks in the same order (PostgreSQL).
  const owners = [...new Set(userIds)].sort();
  const work = async (trx: Db) => {
    for (const userId of owners) await bumpDataVersion(trx, mailVersionKey(userId));
    const result = await write(trx);
    await publishLiveEvent(trx, owners, { type: 'mail.changed' });
    return result;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
