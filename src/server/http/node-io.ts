import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Request and response headers straight from node:http when the app runs on the Node adapter.
 *
 * Hono's `c.req.header()` makes the adapter build a WHATWG Headers object of the whole request, and
 * `c.header()` before the answer exists makes every answer carry one; both cost more than the rest of a
 * cached read. Node has already parsed the request headers (lower-case names), and headers set on its
 * response are merged into the one the adapter writes. Without the adapter (`app.request()` in a test)
 * both fall back to Hono.
 */

/** The request header `name` (lower case), or undefined. */
export function requestHeader(c: Context<AppEnv>, name: Lowercase<string>): string | undefined {
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Sets a response header on whatever answer the request gets (call it before the answer is made). */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) outgoing.setHeader(name, value);
  else c.header(name, value);
}
