import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorMessage } from '@/contract/errors';
import type { AppEnv } from './app-env';

/** The largest JSON body any API route takes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Refuses a request body over `maxBytes` with 413 `{message}`, so a route reads at most that much.
 *
 * A body of declared length is judged by its Content-Length header (node:http never delivers more than
 * that) without touching it: then, once the 413 is out, Node and the Node adapter read and drop the rest,
 * and the connection serves the client's next request. Asking for the body (`c.req.raw.body`, as
 * hono/body-limit does first) would make the adapter tie a web stream to the request, which keeps it
 * paused, so the rest could not be drained and the connection would be closed instead.
 *
 * A chunked body is counted as it arrives by hono/body-limit. Refused, its rest is drained by the
 * adapter for at most half a second, and then the connection is closed.
 */
export function limitBody(
  maxBytes: number,
  message: string = ErrorMessage.bodyTooLarge,
): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context<AppEnv>) => c.json({ message }, 413);
  const countChunks = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    // GET and HEAD carry no body.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined)
      return countChunks(c, next);
    return Number(declared) > maxBytes ? tooLarge(c) : next();
  };
}
