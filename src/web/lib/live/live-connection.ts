import type { LiveEvent, LiveEventType } from '@/contract/live';
import { LIVE_PATH } from '@/contract/live-rules';
import { ApiRequestError } from '@/web/lib/http-client';
import { dispatchLiveEvent } from './live-events';

/** Every event type the stream sends: an SSE client hears only the event names it listens to. */
const liveEventTypes: Record<LiveEventType, true> = {
  'chat.message': true,
  'chat.seen': true,
  'mail.changed': true,
  'notifications.changed': true,
  presence: true,
};

/** EventSource.CLOSED: the source gave up and reconnects no more. */
const CLOSED = 2;
/** The wait before the first new start after the source gave up; it doubles with each failure up to the most. */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MOST_MS = 30_000;

/** What the connection uses of the browser's EventSource (a test passes a fake: jsdom has none). */
export interface LiveEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  /** A fresh stream ticket (POST /api/live/ticket); rejects with the ApiRequestError of a refused call. */
  getTicket(): Promise<string>;
  /** Default: the page's origin. */
  baseUrl?: string;
  /** Default: the browser's own. */
  EventSource?: new (url: string) => LiveEventSource;
}

/** A ticket call refused for its session: it is over (signed out, revoked, banned), so there is nothing to reopen. */
const sessionOver = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * Opens the signed-in user's live stream with the browser's own EventSource (which Playwright's network idle, too,
 * knows to be endless), authorised by a short-lived ticket in the URL since it cannot send the Authorization
 * header, and hands each event to the subscribers of its type. After a drop the EventSource reconnects by itself
 * with the same URL, sending the last id it got as Last-Event-ID, so the server resends exactly what was missed.
 * When it gives up (its ticket expired meanwhile, the server refused it) a new ticket opens a new one that resumes
 * after the last id seen (`?lastEventId=`), after a wait that grows with each failure; a ticket call refused with
 * 401 or 403 (the session is over) stops it for good. Returns the function that closes it.
 */
export function startLiveConnection({
  getTicket,
  baseUrl,
  EventSource: EventSourceImpl = globalThis.EventSource,
}: LiveConnectionOptions): () => void {
  let stopped = false;
  let source: LiveEventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = LIVE_RETRY_FIRST_MS;
  let lastEventId: string | undefined;

  const retryLater = () => {
    retryTimer = setTimeout(() => void connect(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, LIVE_RETRY_MOST_MS);
  };

  const onEvent = (message: Event) => {
    const { data, lastEventId: id } = message as MessageEvent<string>;
    if (id) lastEventId = id;
    try {
      dispatchLiveEvent(JSON.parse(data) as LiveEvent);
    } catch {
      // Not an event of ours: nothing to tell.
    }
  };

  const connect = async () => {
    let ticket: string;
    try {
      ticket = await getTicket();
    } catch (error) {
      if (!stopped && !sessionOver(error)) retryLater();
      return;
    }
    if (stopped) return;
    const url = new URL(LIVE_PATH, baseUrl ?? window.location.origin);
    url.searchParams.set('ticket', ticket);
    if (lastEventId !== undefined) url.searchParams.set('lastEventId', lastEventId);
    const opened = new EventSourceImpl(url.toString());
    source = opened;
    opened.addEventListener('open', () => {
      retryDelay = LIVE_RETRY_FIRST_MS;
    });
    opened.addEventListener('error', () => {
      // While it reconnects by itself (CONNECTING) there is nothing to do.
      if (opened.readyState !== CLOSED || source !== opened || stopped) return;
      source = undefined;
      retryLater();
    });
    for (const type of Object.keys(liveEventTypes)) opened.addEventListener(type, onEvent);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    source = undefined;
  };
}
