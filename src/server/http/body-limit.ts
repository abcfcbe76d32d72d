import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream/promises';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiErrors, errorBody, type ApiErrorEntry } from '@/contract/errors';
import type { AppEnv } from './app-env';

/** The largest JSON body any API route takes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * How much of a refused body is still read (and dropped) before the 413 is sent. A connection closed while
 * the client still sends is reset, and a reset can destroy the answer before the client has read it; so the
 * client may finish sending first. Beyond these, the answer goes out at once.
 */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5000;

/**
 * Refuses a request body over `maxBytes` with 413 and the given error, so a route reads at most that much.
 *
 * A body of declared length is judged by its Content-Length header (node:http never delivers more than
 * that) without asking for the body: `c.req.raw.body`, which hono/body-limit reads first, makes the Node
 * adapter tie a web stream to the request. A chunked body is counted as it arrives by hono/body-limit.
 */
export function limitBody(
  maxBytes: number,
  error: ApiErrorEntry = ApiErrors.bodyTooLarge,
): MiddlewareHandler<AppEnv> {
  const tooLarge = async (c: Context<AppEnv>) => {
    if (c.env?.incoming) await dropRest(c.env.incoming);
    return c.json(errorBody(error), 413);
  };
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

/**
 * Reads and drops the rest of a refused body (up to DRAIN_LIMIT_BYTES / DRAIN_TIMEOUT_MS), so the connection
 * stays usable and the 413 reaches the client. A chunked body's web stream, left half read by
 * hono/body-limit, would keep the request paused: its listener goes first, as Node does for a body nobody
 * reads.
 */
async function dropRest(incoming: IncomingMessage): Promise<void> {
  if (incoming.readableEnded || incoming.destroyed) return;
  incoming.removeAllListeners('data');
  const enough = new AbortController();
  const timer = setTimeout(() => enough.abort(), DRAIN_TIMEOUT_MS);
  let size = 0;
  incoming.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT_BYTES) enough.abort();
  });
  incoming.resume();
  // Ends, breaks off, or is enough: the answer goes out in every case.
  await finished(incoming, { signal: enough.signal }).catch(() => undefined);
  clearTimeout(timer);
}
