import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export interface RateLimitOptions {
  /** Requests a client may make per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  onLimited: (c: Context<AppEnv>, retryAfterSeconds: number) => Response;
}

/**
 * A fixed-window counter per client address, in memory (one process). Every request counts, valid or
 * not, so a client cannot probe the validation endlessly either.
 */
export function rateLimit({ limit, windowMs, now = Date.now, onLimited }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + windowMs;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };

  return async (c, next) => {
    const time = now();
    sweep(time);
    const key = c.get('clientAddress');
    let window = windows.get(key);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((window.endsAt - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      return onLimited(c, retryAfter);
    }
    return next();
  };
}
