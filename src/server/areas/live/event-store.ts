import type { Db } from '@/server/db/database';

/** How many events one read hands to a stream; it reads again at once when it got that many. */
export const EVENT_BATCH = 200;
/** How long events are kept for a stream to resume from. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface StoredLiveEvent {
  id: number;
  type: string;
  payload: string;
}

/** The newest event id (0 when there is none): where a stream without Last-Event-ID starts. */
export async function newestLiveEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The events for `userId` or for everyone after `afterId`, oldest first, at most EVENT_BATCH. */
export async function liveEventsAfter(db: Db, userId: string, afterId: number): Promise<StoredLiveEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .select(['id', 'type', 'payload'])
    .where('id', '>', afterId)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
    .orderBy('id')
    .limit(EVENT_BATCH)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Removes the events older than the retention. */
export async function pruneLiveEvents(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - LIVE_EVENT_RETENTION_MS).toISOString();
  await db.deleteFrom('live_events').where('created_at', '<', cutoff).execute();
}
