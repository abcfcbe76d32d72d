import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { lazyChild, type Logger } from '@/server/logger';
import type { AppEnv } from './app-env';

/** Longest caller id that is echoed. */
const MAX_REQUEST_ID_LENGTH = 128;
/** Hono echoes ids of letters, digits, '_', '-' and '='; trace ids with '.' and ':' are sane as well. */
const SANE_REQUEST_ID = /^[\w.:=-]+$/;

/** Called by hono/request-id for a caller id it does not take: the caller's id if still sane, else a new one. */
function callerOrNewId(c: Context): string {
  const caller = c.req.header('x-request-id');
  return caller && caller.length <= MAX_REQUEST_ID_LENGTH && SANE_REQUEST_ID.test(caller)
    ? caller
    : randomUUID();
}

/** Every request gets an id (the caller's X-Request-Id when sane), echoed in X-Request-Id. */
export const requestIds = (): MiddlewareHandler<AppEnv> =>
  requestId({ limitLength: MAX_REQUEST_ID_LENGTH, generator: callerOrNewId });

/** One JSON log line per request with its request id (run after requestIds). */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.get('requestId');
    // Most requests log nothing but their request line: the child logger is made only when used.
    c.set('log', lazyChild(logger, { requestId }));
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId,
        method: c.req.method,
        // The path only: a query string may carry a secret (/auth/new-password?token=...).
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
