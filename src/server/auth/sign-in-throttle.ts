import { SignInThrottle as Rule } from '@/contract/account-messages';

/** A sign-in under way: its try is counted from the start, so parallel guesses cannot pass the limit. */
export interface SignInAttempt {
  /** The try was not a failure (it succeeded, or the server was too busy to check it): it stops counting. */
  forgive(): void;
  /** It succeeded: the account's earlier failures are forgotten too (the address's stay). */
  succeeded(): void;
}

export type SignInCheck = { attempt: SignInAttempt } | { retryAfterSeconds: number };

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
      const keys = [`account:${email.trim().toLowerCase()}`, `address:${address}`];
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

export type SignInThrottleStore = ReturnType<typeof createSignInThrottle>;
