import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The client's address for limits and logs. From the socket, unless TRUST_PROXY says one reverse proxy sits in
 * front: then the last X-Forwarded-For entry, the address that proxy saw (earlier entries are the client's own
 * claims and could be anything).
 */
export function clientAddresses(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const socket = c.env?.incoming?.socket.remoteAddress ?? 'unknown';
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
    c.set('clientAddress', forwarded || socket);
    await next();
  };
}
