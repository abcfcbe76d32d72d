import { bumpDataVersion, mailVersionKey } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';

/**
 * The one way into anyone's mailbox: every write to the mails of `userIds` (a user's own changes, a mail
 * delivered to recipients, the contact form's messages) runs here, in one transaction (the caller's when `db`
 * already is one). After `write` it bumps each mailbox's version, which the cached answers of the mail routes
 * go by (http/cached-json.ts), so a write is never visible without its new versions. This is also the place to
 * tell the mailboxes' owners live that their mail changed.
 */
export function writeMailboxes<T>(
  db: Db,
  userIds: readonly string[],
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  // Sorted: two transactions bumping the same versions take their row locks in the same order (PostgreSQL).
  const owners = [...new Set(userIds)].sort();
  const work = async (trx: Db) => {
    const result = await write(trx);
    for (const userId of owners) await bumpDataVersion(trx, mailVersionKey(userId));
    return result;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
