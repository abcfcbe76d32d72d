import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Gives every request an id (the caller's X-Request-Id when sane), echoes it, logs one JSON line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    // Set before the response exists: a header added afterwards makes Hono rebuild the response around a
    // stream, which costs the Node adapter its fast path.
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
      'request',
    );
  };
}
