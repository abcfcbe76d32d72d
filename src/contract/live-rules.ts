// The live stream's addresses, apart from its schemas so that the signed-in shell can open it without loading
// zod.

/**
 * The live stream: `GET /api/live` answers Server-Sent Events for the signed-in user, authorised by the Bearer
 * token as on every data call or, for a browser's own EventSource (which sends no headers of its own), by a
 * stream ticket in the URL (`?ticket=`, from `POST /api/live/ticket`). Each event's SSE `id` is its sequence
 * number; a client that reconnects sends it back as `Last-Event-ID` (or `?lastEventId=` on a URL of its own) and
 * receives every event after it exactly once. The SSE `event` name is the event's `type` and its `data` the JSON
 * of the whole event.
 */
export const LIVE_PATH = '/api/live';
export const LIVE_TICKET_PATH = '/api/live/ticket';
/** How long a stream ticket opens streams: long enough for the browser's own reconnects, short in a log. */
export const LIVE_TICKET_LIFETIME_SECONDS = 60;
