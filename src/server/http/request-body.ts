import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';

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
    const incoming = c.env?.incoming;
    if (!incoming) return limitBody(c, next);
    const declared = incoming.headers['content-length'];
    if (declared !== undefined && incoming.headers['transfer-encoding'] === undefined && Number(declared) > maxBytes) {
      return onTooLarge(c);
    }
    const body = await readBody(incoming, maxBytes);
    if (body === undefined) return onTooLarge(c);
    // Where HonoRequest keeps the promise of a body it has read (typed there as the value).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(body);
    return next();
  };
}

const utf8 = new TextDecoder();

/** The body as text (UTF-8, as `Request.text()` decodes it), or undefined once it passes `maxBytes`. */
function readBody(incoming: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        done();
        // The rest stays unread: the 413 answer closes the connection (see app.ts).
        incoming.pause();
        resolve(undefined);
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      done();
      resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error('the client closed the connection before the whole body arrived'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}
