import { SignInThrottle as Rule } from '@/contract/account-messages';
import type { DatabaseHandle } from '@/server/db/open-database';
import { createDatabaseSignInThrottle } from './shared-sign-in-throttle';
import { signInKeys, type SignInCheck, type SignInThrottleStore } from './sign-in-throttle-store';

export type { SignInAttempt, SignInCheck, SignInThrottleStore } from './sign-in-throttle-store';

export interface SignInThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
  /** Keys kept at most; the oldest go first (an attacker cycling addresses cannot grow memory without end). */
  maxKeys?: number;
}

/**
 * Failed sign-ins per account (by email, whether or not it exists) and per client address, in a sliding window,
 * in this process's memory.
 */
export function createSignInThrottle({
  maxFailures = Rule.maxFailures,
  windowMs = Rule.windowMs,
  now = Date.now,
  maxKeys = 100_000,
}: SignInThrottleOptions = {}) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, time: number): number[] => {
    const times = failures.get(key)?.filter((at) => at > time - windowMs) ?? [];
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  const remove = (key: string, at: number) => {
    const times = failures.get(key);
    const index = times?.indexOf(at) ?? -1;
    if (index >= 0) times!.splice(index, 1);
  };

  return {
    begin(email: string, address: string): SignInCheck {
      const time = now();
      const keys = signInKeys(email, address);
      let retryAfterMs = 0;
      for (const key of keys) {
        const times = recent(key, time);
        if (times.length >= maxFailures) retryAfterMs = Math.max(retryAfterMs, times[0]! + windowMs - time);
      }
      if (retryAfterMs > 0) return { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
      for (const key of keys) {
        const times = recent(key, time);
        failures.delete(key); // re-inserted last: the map stays in order of last use for the eviction below
        failures.set(key, [...times, time]);
      }
      while (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
      const forgive = () => keys.forEach((key) => remove(key, time));
      return {
        attempt: {
          forgive,
          succeeded() {
            forgive();
            failures.delete(keys[0]!);
          },
        },
      };
    },
  };
}

/**
 * The throttle of a database's sign-ins: in the database when it is PostgreSQL (every server process of it
 * counts together), else in this process's memory (SQLite has one process).
 */
export function signInThrottleFor(database: DatabaseHandle): SignInThrottleStore {
  return database.engine === 'postgres' ? createDatabaseSignInThrottle(database.db) : createSignInThrottle();
}
