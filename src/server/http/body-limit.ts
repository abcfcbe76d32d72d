import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorMessage } from '@/contract/errors';
import type { AppEnv } from './app-env';

/** The largest JSON body any API route takes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request body over `maxBytes` with 413 `{message}` (a declared Content-Length before reading,
 * a chunked body once it grows past the limit), so the route reads at most that much.
 *
 * A refused body is not read to its end before the 413 goes out. The Node adapter then reads and drops
 * the rest after the answer (its autoCleanupIncoming, on by default), so closing the connection does not
 * reset it while the client is still reading the 413.
 */
export function limitBody(
  maxBytes: number,
  message: string = ErrorMessage.bodyTooLarge,
): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ message }, 413) });
  // GET and HEAD carry no body; asking for one would make the adapter build a whole Request for nothing.
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
