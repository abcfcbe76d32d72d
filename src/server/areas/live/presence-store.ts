import type { ContactStatus } from '@/contract/chat';
import type { Db } from '@/server/db/database';
import { publishLiveEvent } from '@/server/live/publish-live-event';

/** A stream's row counts while its server refreshed it this recently; a server that died stops counting after it. */
export const PRESENCE_STALE_MS = 90_000;

const cutoffOf = (now: Date) => new Date(now.getTime() - PRESENCE_STALE_MS).toISOString();

/**
 * What others see of an account: offline without an open stream; with one, the status the account chose
 * (`users.presence`: away or busy), else online.
 */
export function contactStatusOf(chosen: string, connected: boolean): ContactStatus {
  if (!connected) return 'offline';
  return chosen === 'away' || chosen === 'busy' ? chosen : 'online';
}

/** The accounts with at least one live stream on any server process. */
export async function connectedUserIds(db: Db, now: Date): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectFrom('live_connections')
    .select('user_id')
    .distinct()
    .where('heartbeat_at', '>', cutoffOf(now))
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

async function liveStreamCount(db: Db, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('live_connections')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('heartbeat_at', '>', cutoffOf(now))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Touches the account's row first: on PostgreSQL that row lock makes the connects and disconnects of one account
 * wait for each other, so "first stream" and "last stream" are decided on what the others committed.
 */
async function touchAccount(trx: Db, userId: string, now: Date): Promise<string | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ last_activity: now.toISOString() })
    .where('id', '=', userId)
    .returning('presence')
    .executeTakeFirst();
  return row?.presence;
}

export interface LiveConnection {
  id: string;
  userId: string;
  instanceId: string;
}

/** Records an open stream; the account's first one tells everyone it came online. */
export async function openLiveConnection(db: Db, connection: LiveConnection, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const chosen = await touchAccount(trx, connection.userId, now);
    if (chosen === undefined) return;
    const others = await liveStreamCount(trx, connection.userId, now);
    await trx
      .insertInto('live_connections')
      .values({
        id: connection.id,
        user_id: connection.userId,
        instance_id: connection.instanceId,
        connected_at: now.toISOString(),
        heartbeat_at: now.toISOString(),
      })
      .execute();
    if (others === 0) {
      await publishLiveEvent(trx, 'everyone', {
        type: 'presence',
        userId: connection.userId,
        status: contactStatusOf(chosen, true),
      });
    }
  });
}

/** Removes a closed stream's row; when it was the account's last one, tells everyone it went offline. */
export async function closeLiveConnection(db: Db, connection: LiveConnection, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await touchAccount(trx, connection.userId, now);
    const removed = await trx.deleteFrom('live_connections').where('id', '=', connection.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return;
    if ((await liveStreamCount(trx, connection.userId, now)) === 0) {
      await publishLiveEvent(trx, 'everyone', { type: 'presence', userId: connection.userId, status: 'offline' });
    }
  });
}

/** This server process is alive: its streams' rows keep counting. */
export async function refreshLiveConnections(db: Db, instanceId: string, now: Date): Promise<void> {
  await db
    .updateTable('live_connections')
    .set({ heartbeat_at: now.toISOString() })
    .where('instance_id', '=', instanceId)
    .execute();
}

/**
 * Removes the rows of streams whose server stopped refreshing them (it died), and tells everyone of the accounts
 * that are offline now.
 */
export async function sweepStaleLiveConnections(db: Db, now: Date): Promise<void> {
  const cutoff = cutoffOf(now);
  const stale = await db
    .selectFrom('live_connections')
    .select('user_id')
    .distinct()
    .where('heartbeat_at', '<=', cutoff)
    .execute();
  for (const { user_id: userId } of stale) {
    await db.transaction().execute(async (trx) => {
      await touchAccount(trx, userId, now);
      const removed = await trx
        .deleteFrom('live_connections')
        .where('user_id', '=', userId)
        .where('heartbeat_at', '<=', cutoff)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0 && (await liveStreamCount(trx, userId, now)) === 0) {
        await publishLiveEvent(trx, 'everyone', { type: 'presence', userId, status: 'offline' });
      }
    });
  }
}
