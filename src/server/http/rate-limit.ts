import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseHandle } from '@/server/db/open-database';
import type { AppEnv } from './app-env';
import { createMemoryRateLimitStore } from './rate-limit-store';
import { createDatabaseRateLimitStore } from './shared-rate-limit';

export interface RateLimitOptions {
  /** Requests a client may make per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  onLimited: (c: Context<AppEnv>, retryAfterSeconds: number) => Response;
  /**
   * Count in the database when it is PostgreSQL, so that every server process of it counts together (`name`
   * tells this limit's counters from the others'). Absent, or on SQLite (one process): in this process's memory.
   */
  shared?: { database: DatabaseHandle; name: string };
}

/**
 * A fixed-window counter per client address. Every request counts, valid or not, so a client cannot probe the
 * validation endlessly either.
 */
export function rateLimit({
  limit,
  windowMs,
  now = Date.now,
  onLimited,
  shared,
}: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const store =
    shared?.database.engine === 'postgres'
      ? createDatabaseRateLimitStore(shared.database.db, { name: shared.name, windowMs })
      : createMemoryRateLimitStore(windowMs);

  return async (c, next) => {
    const time = now();
    const window = await store.hit(c.get('clientAddress'), time);
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.endsAt - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      return onLimited(c, retryAfter);
    }
    return next();
  };
}
