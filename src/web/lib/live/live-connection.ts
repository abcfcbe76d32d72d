import { EventSource } from 'eventsource';
import { LIVE_PATH, type LiveEvent, type LiveEventType } from '@/contract/live';
import { dispatchLiveEvent } from './live-events';

/** Every event type the stream sends: an SSE client hears only the event names it listens to. */
const liveEventTypes: Record<LiveEventType, true> = {
  'chat.message': true,
  'chat.seen': true,
  'mail.changed': true,
  'notifications.changed': true,
  presence: true,
};

export interface LiveConnectionOptions {
  /** The session's access token, read at each (re)connection. */
  getToken(): string | null;
  /** Default: the page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Opens the signed-in user's live stream (`eventsource`, which the browser's own EventSource cannot do: it sends
 * no Authorization header) and hands each event to the subscribers of its type. After a drop the package
 * reconnects by itself and sends the last id it got as Last-Event-ID, so the server resends exactly what was
 * missed; a refused reconnection (the session ended) stops it. Returns the function that closes it.
 */
export function startLiveConnection({ getToken, baseUrl, fetch: fetchImpl = globalThis.fetch }: LiveConnectionOptions): () => void {
  const url = new URL(LIVE_PATH, baseUrl ?? window.location.origin);
  const source = new EventSource(url, {
    fetch: (input, init) => {
      const token = getToken();
      return fetchImpl(input, { ...init, headers: token ? { ...init.headers, Authorization: `Bearer ${token}` } : init.headers });
    },
  });
  const onEvent = (message: Event) => {
    try {
      dispatchLiveEvent(JSON.parse((message as MessageEvent<string>).data) as LiveEvent);
    } catch {
      // Not an event of ours: nothing to tell.
    }
  };
  for (const type of Object.keys(liveEventTypes)) source.addEventListener(type, onEvent);
  return () => source.close();
}
