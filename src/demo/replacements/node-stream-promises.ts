/**
 * node:stream/promises for src/server/http/body-limit.ts, whose only use is draining the rest of a refused body
 * from Node's IncomingMessage (c.env.incoming) so the connection stays usable. In the service worker the app
 * gets a web Request and no `incoming`, so that code never runs; and were it called, there would be no
 * connection to keep usable: the browser owns the request body, and the 413 goes back whatever is left unread.
 * So the stream counts as finished at once.
 */
export function finished(_stream: unknown, _options?: { signal?: AbortSignal }): Promise<void> {
  return Promise.resolve();
}
