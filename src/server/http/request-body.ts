import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';

/**
 * How much of a refused body is still read (and dropped) before the refusal is sent. Closing a socket
 * that holds unread data resets it, and a reset can destroy the answer before the client has read it;
 * so the client may finish sending first. Beyond this, the answer goes out at once.
 */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5000;

/**
 * Reads the body of every request that may carry one, up to `maxBytes`, and answers `onTooLarge` beyond
 * (a declared Content-Length is refused before reading; a chunked body once it grows past the limit).
 *
 * On the Node adapter the body is read straight from node:http and handed to Hono as the request's text
 * (`c.req.json()`, `text()`, the validators). Hono's own body limit reads it through `c.req.raw`, which
 * makes the adapter build a whole WHATWG Request with its Headers and a web stream around the socket, for
 * every POST. So nothing may read `c.req.raw`'s body after this: use `c.req.json()` / `text()`.
 * Without the adapter (`app.request()` in a test) Hono's body limit does the same job.
 */
export function readRequestBody(
  maxBytes: number,
  onTooLarge: (c: Context<AppEnv>) => Response,
): MiddlewareHandler<AppEnv> {
  const limitBody = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    // GET and HEAD carry no body; the limiter would make the adapter build a full Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // An area with a tighter limit of its own (mounted first) has read it already.
    if ((c.req.bodyCache as { text?: unknown }).text !== undefined) return next();
    if (!c.env?.incoming) return limitBody(c, next);
    const body = await readRawBody(c, maxBytes);
    if (body === undefined) return onTooLarge(c);
    // Where HonoRequest keeps the promise of a body it has read (typed there as the value).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(utf8.decode(body));
    return next();
  };
}

/**
 * The request's body as bytes, or undefined once it passes `maxBytes` (the rest is drained first, see
 * DRAIN_LIMIT_BYTES). For routes that take bytes, such as uploads; the JSON routes get text from
 * readRequestBody.
 */
export async function readRawBody(c: Context<AppEnv>, maxBytes: number): Promise<Buffer | undefined> {
  const incoming = c.env?.incoming;
  if (!incoming) {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    return bytes.length > maxBytes ? undefined : bytes;
  }
  const declared = incoming.headers['content-length'];
  const body =
    declared !== undefined && incoming.headers['transfer-encoding'] === undefined && Number(declared) > maxBytes
      ? undefined
      : await readBody(incoming, maxBytes);
  if (body === undefined) await drain(incoming, Math.max(0, DRAIN_LIMIT_BYTES - maxBytes));
  return body;
}

const utf8 = new TextDecoder();

/** The body's bytes, or undefined once it passes `maxBytes`. */
function readBody(incoming: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = listen(incoming, {
      data: (chunk) => {
        size += chunk.length;
        if (size <= maxBytes) return void chunks.push(chunk);
        stop();
        resolve(undefined);
      },
      end: () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)),
      fail: reject,
    });
  });
}

/** Reads and drops the rest of a body, until it ends, passes `limitBytes` or takes too long. */
function drain(incoming: IncomingMessage, limitBytes: number): Promise<void> {
  if (incoming.readableEnded || incoming.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let size = 0;
    const timer = setTimeout(() => finish(), DRAIN_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const stop = listen(incoming, {
      data: (chunk) => {
        size += chunk.length;
        if (size > limitBytes) finish();
      },
      end: finish,
      fail: finish,
    });
  });
}

/** Follows a request body; `fail` hears an error or a client that closed before the end. */
function listen(
  incoming: IncomingMessage,
  on: { data: (chunk: Buffer) => void; end: () => void; fail: (error: Error) => void },
): () => void {
  const onEnd = () => {
    stop();
    on.end();
  };
  const onError = (error: Error) => {
    stop();
    on.fail(error);
  };
  const onClose = () => onError(new Error('the client closed the connection before the whole body arrived'));
  const stop = () => {
    incoming.off('data', on.data);
    incoming.off('end', onEnd);
    incoming.off('error', onError);
    incoming.off('close', onClose);
  };
  incoming.on('data', on.data);
  incoming.on('end', onEnd);
  incoming.on('error', onError);
  incoming.on('close', onClose);
  incoming.resume();
  return stop;
}
