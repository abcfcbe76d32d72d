import { SqliteAdapter, sql } from 'kysely';
import type { LiveEvent } from '@/contract/live';
import type { Db } from '@/server/db/database';
import { encodeWakePayload, LIVE_CHANNEL } from './live-channel';
import type { LiveRecipients } from './live-hub';
import { localLiveBus } from './local-bus';

/**
 * Serializes the transactions that publish on PostgreSQL from their first event to their commit, so that event
 * ids become visible in increasing order: a stream that has read id N can never later find a smaller id committed
 * (a sequence alone hands out ids in start order, not commit order). SQLite writes one transaction at a time.
 */
const PUBLISH_LOCK_KEY = 0x6c697665; // 'live'

/**
 * Publishes `event` to the accounts `recipients` (or to every account) in the caller's transaction: the event
 * exists exactly when the caller's write commits, and the streams of those accounts on every server process wake
 * up (PostgreSQL: NOTIFY, delivered on commit; SQLite: the in-process bus). Call it at the end of the transaction:
 * on PostgreSQL the transaction holds the publish lock from here to its commit.
 * Without a transaction it runs in one of its own.
 */
export async function publishLiveEvent(db: Db, recipients: LiveRecipients, event: LiveEvent): Promise<void> {
  const userIds = recipients === 'everyone' ? [null] : [...new Set(recipients)];
  if (userIds.length === 0) return;
  const publish = async (trx: Db) => {
    const postgres = !(trx.getExecutor().adapter instanceof SqliteAdapter);
    if (postgres) await sql`select pg_advisory_xact_lock(${sql.lit(PUBLISH_LOCK_KEY)})`.execute(trx);
    const payload = JSON.stringify(event);
    const createdAt = new Date().toISOString();
    await trx
      .insertInto('live_events')
      .values(userIds.map((userId) => ({ user_id: userId, type: event.type, payload, created_at: createdAt })))
      .execute();
    if (postgres) await sql`select pg_notify(${LIVE_CHANNEL}, ${encodeWakePayload(recipients)})`.execute(trx);
    else localLiveBus.wake(recipients);
  };
  await (db.isTransaction ? publish(db) : db.transaction().execute(publish));
}
