import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { lazyChild, type Logger } from '@/server/logger';
import type { AppEnv } from './app-env';
import { requestHeader, setResponseHeader } from './node-io';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Gives every request an id (the caller's X-Request-Id when sane), echoes it, logs one JSON line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    // Most requests log nothing but their request line: the child logger is made only when used.
    c.set('log', lazyChild(logger, { requestId }));
    setResponseHeader(c, 'X-Request-Id', requestId);
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
