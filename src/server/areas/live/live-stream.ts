import { randomUUID } from 'node:crypto';
import type { SSEStreamingApi } from 'hono/streaming';
import type { AppDeps } from '@/server/app-deps';
import type { Db } from '@/server/db/database';
import { liveEventsAfter, newestLiveEventId, EVENT_BATCH } from './event-store';
import { closeLiveConnection, openLiveConnection, type LiveConnection } from './presence-store';
import { createWakeSignal } from './wake-signal';

/** A comment line this often keeps proxies from closing an idle stream (and tells a dead client from a live one). */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How long a client waits before it reconnects after the stream ended (the SSE `retry` field). */
const RECONNECT_DELAY_MS = 2_000;

/** Parses a Last-Event-ID header: a non-negative integer, else none. */
export function parseLastEventId(header: string | undefined): number | undefined {
  const text = header?.trim();
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

/** Whether the stream's session may still receive: it exists, has not expired, and its account is not banned. */
async function sessionIsLive(db: Db, sessionId: string, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.status')
    .where('sessions.id', '=', sessionId)
    .where('users.id', '=', userId)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined && row.status !== 'banned';
}

export interface LiveStreamRequest {
  userId: string;
  sessionId: string;
  lastEventId: number | undefined;
}

/** A stream set up and not yet served: its account counts as online, its starting point is fixed. */
export interface OpenedLiveStream {
  serve(stream: SSEStreamingApi): Promise<void>;
}

/**
 * Opens one account's live stream before its response starts, so that a client that sees the response is known to
 * be connected: subscribes to wake-ups (before the first read, so nothing that commits from here on goes
 * unnoticed), fixes the starting point (after `lastEventId`, or without one the newest event: nothing older is
 * replayed) and records the account online (presence-store.ts).
 */
export async function openLiveStream(
  { database, live, clock, logger }: AppDeps,
  request: LiveStreamRequest,
): Promise<OpenedLiveStream> {
  const { db } = database;
  const signal = createWakeSignal();
  let ended = false;
  const end = () => {
    ended = true;
    signal.wake();
  };
  const unsubscribe = live.subscribe(request.userId, { wake: signal.wake, end });
  const connection: LiveConnection = { id: randomUUID(), userId: request.userId, instanceId: live.instanceId };
  let lastId: number;
  try {
    const newest = await newestLiveEventId(db);
    // An id from before a database reset would hold back every event until the ids pass it.
    lastId = Math.min(request.lastEventId ?? newest, newest);
    await openLiveConnection(db, connection, clock());
  } catch (error) {
    unsubscribe();
    throw error;
  }

  /**
   * Sends every event after the starting point, then each new one as it commits, until the client goes, the
   * session ends or the server shuts down. The stream remembers the last id it sent and always reads on from it, so
   * an event is sent once and none is skipped.
   */
  const serve = async (stream: SSEStreamingApi) => {
    stream.onAbort(end);
    try {
      await stream.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
      let woken = true;
      while (!ended && !stream.aborted) {
        if (!(await sessionIsLive(db, request.sessionId, request.userId, clock()))) break;
        const events = await liveEventsAfter(db, request.userId, lastId);
        for (const event of events) {
          if (ended || stream.aborted) break;
          await stream.writeSSE({ id: String(event.id), event: event.type, data: event.payload });
          lastId = event.id;
        }
        if (events.length === EVENT_BATCH) continue;
        if (!woken) await stream.write(': heartbeat\n\n');
        woken = await signal.wait(LIVE_HEARTBEAT_MS);
      }
    } catch (error) {
      if (!stream.aborted) logger.error({ err: String(error), userId: request.userId }, 'live stream failed');
    } finally {
      try {
        await closeLiveConnection(db, connection, clock());
      } catch (error) {
        logger.error({ err: String(error), userId: request.userId }, 'could not record the end of a live stream');
      }
      unsubscribe();
    }
  };
  return { serve };
}
