import { EventSource, type ErrorEvent } from 'eventsource';
import { LIVE_PATH, type LiveEvent, type LiveEventType } from '@/contract/live';

/** Every event type, so the client listens to each (an SSE client hears only the event names it asks for). */
const eventTypes: Record<LiveEventType, true> = {
  'chat.message': true,
  'chat.seen': true,
  'mail.changed': true,
  'notifications.changed': true,
  presence: true,
};

export interface ReceivedLiveEvent {
  id: number;
  event: LiveEvent;
}

export interface LiveTestClient {
  /** Every event received, in order, across reconnects. */
  readonly received: ReceivedLiveEvent[];
  /** Resolves when the stream is open (the server has fixed its starting point and counts the account online). */
  readonly opened: Promise<void>;
  /** The id of the last event received (what a reconnect sends as Last-Event-ID). */
  readonly lastEventId: number | undefined;
  /** The HTTP status of a refused (re)connection, once one was refused. */
  readonly refusedWith: number | undefined;
  /** The first received event (from `from` on) that matches, waiting for it. */
  waitFor(predicate: (event: LiveEvent) => boolean, options?: { timeoutMs?: number; from?: number }): Promise<ReceivedLiveEvent>;
  close(): void;
}

/**
 * A live stream client in Node: the `eventsource` package, reconnecting with Last-Event-ID. With a token it adds
 * the Bearer header to each request and `lastEventId` resumes after that id from the first request on (as a
 * Last-Event-ID header); with a `{ ticket }` it sends no header of its own, as a browser's EventSource, and
 * `lastEventId` goes into the URL.
 */
export function openLiveStream(
  baseUrl: string,
  credential: string | { ticket: string },
  options: { lastEventId?: number } = {},
): LiveTestClient {
  const received: ReceivedLiveEvent[] = [];
  let refusedWith: number | undefined;
  const url = new URL(LIVE_PATH, baseUrl);
  let source: EventSource;
  if (typeof credential === 'string') {
    source = new EventSource(url, {
      fetch: (input, init) => {
        const headers: Record<string, string> = { ...init.headers, Authorization: `Bearer ${credential}` };
        if (options.lastEventId !== undefined && !headers['Last-Event-ID']) headers['Last-Event-ID'] = String(options.lastEventId);
        return fetch(input, { ...init, headers });
      },
    });
  } else {
    url.searchParams.set('ticket', credential.ticket);
    if (options.lastEventId !== undefined) url.searchParams.set('lastEventId', String(options.lastEventId));
    source = new EventSource(url);
  }
  const opened = new Promise<void>((resolve, reject) => {
    source.addEventListener('open', () => resolve(), { once: true });
    source.addEventListener('error', (error: ErrorEvent) => {
      if (error.code !== undefined) refusedWith = error.code;
      if (source.readyState === EventSource.CLOSED) reject(new Error(`live stream refused: ${error.code} ${error.message}`));
    });
  });
  opened.catch(() => undefined);
  for (const type of Object.keys(eventTypes)) {
    source.addEventListener(type, (message) => {
      const { data, lastEventId } = message as MessageEvent<string>;
      received.push({ id: Number(lastEventId), event: JSON.parse(data) as LiveEvent });
    });
  }
  return {
    received,
    opened,
    get lastEventId() {
      return received.at(-1)?.id ?? options.lastEventId;
    },
    get refusedWith() {
      return refusedWith;
    },
    async waitFor(predicate, { timeoutMs = 5_000, from = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(from).find((item) => predicate(item.event));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no such live event within ${timeoutMs} ms; received: ${JSON.stringify(received.map((item) => item.event.type))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => source.close(),
  };
}

/** Polls `check` until it returns true (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
