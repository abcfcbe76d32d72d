import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '@/server/logger';
import { decodeWakePayload, LIVE_CHANNEL } from './live-channel';
import type { LiveHub } from './live-hub';
import { createLiveListeners } from './live-listeners';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** Names the listening connection in pg_stat_activity. */
export const LIVE_LISTENER_APPLICATION = 'live-listener';

/**
 * The hub of a server on PostgreSQL: one dedicated connection LISTENs to the wake-ups every server process of the
 * database sends with its writes (NOTIFY is delivered on commit). When that connection drops it reconnects (with a
 * growing pause) and then wakes every stream: what committed meanwhile is read from the events table.
 */
export function createPostgresHub(connectionString: string, logger: Logger): LiveHub {
  const listeners = createLiveListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: LIVE_LISTENER_APPLICATION });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      if (!closed) logger.warn({ err: error === undefined ? undefined : String(error) }, 'live listener connection lost: reconnecting');
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) listeners.wake(decodeWakePayload(message.payload));
    });
    next.on('error', drop);
    next.on('end', () => drop());
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    // Whatever committed while no one listened is in the table: every stream reads again.
    listeners.wake('everyone');
  };
  void connect();

  return {
    instanceId: randomUUID(),
    subscribe: listeners.subscribe,
    async close() {
      await listeners.endAll();
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
