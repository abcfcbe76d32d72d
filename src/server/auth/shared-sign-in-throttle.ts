import { sql } from 'kysely';
import { SignInThrottle as Rule } from '@/contract/account-messages';
import type { Db } from '@/server/db/database';
import { limitKey } from '@/server/db/request-limits';
import { signInKeys, type SignInCheck, type SignInThrottleStore } from './sign-in-throttle-store';

const SWEEP_EVERY_MS = 60_000;

export interface DatabaseSignInThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * The sign-in throttle in PostgreSQL's `sign_in_failures` (one row per key with the start times of its tries),
 * shared by every server process of the database, with the rules of the in-memory one (sign-in-throttle.ts).
 * A try is counted against a key by one statement that only adds it while the key has fewer than the maximum
 * in the window; PostgreSQL locks the row for it, so tries counted at once by several processes never pass the
 * limit together. The account key is counted first, then the address key; when the address refuses, the try
 * is taken back from the account.
 */
export function createDatabaseSignInThrottle(
  db: Db,
  {
    maxFailures = Rule.maxFailures,
    windowMs = Rule.windowMs,
    now = Date.now,
  }: DatabaseSignInThrottleOptions = {},
): SignInThrottleStore {
  let nextSweep = 0;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + SWEEP_EVERY_MS;
    void db
      .deleteFrom('sign_in_failures')
      .where('expires_at', '<=', time)
      .execute()
      .catch(() => undefined);
  };

  /** Counts the try at `time` against `key` unless the key is at its limit; true when counted. */
  const count = async (key: string, time: number): Promise<boolean> => {
    const cutoff = time - windowMs;
    const { rows } = await sql<{ key: string }>`
      insert into sign_in_failures as f (key, times, expires_at)
      values (${key}, array[${time}::bigint], ${time + windowMs})
      on conflict (key) do update
        set times = array(select t from unnest(f.times) as t where t > ${cutoff} order by t) || ${time}::bigint,
            expires_at = excluded.expires_at
        where (select count(*) from unnest(f.times) as t where t > ${cutoff}) < ${maxFailures}
      returning f.key`.execute(db);
    return rows.length > 0;
  };

  /** Takes one try at `at` back from `key` (another try of the same millisecond stays). */
  const remove = async (key: string, at: number) => {
    await sql`
      update sign_in_failures
      set times = times[:array_position(times, ${at}::bigint) - 1] || times[array_position(times, ${at}::bigint) + 1:]
      where key = ${key} and ${at}::bigint = any(times)`.execute(db);
  };

  /** Seconds until the limited keys among `keys` take a try again (the in-memory rule: their oldest failure ages out). */
  const retryAfter = async (keys: string[], time: number): Promise<SignInCheck> => {
    const cutoff = time - windowMs;
    const { rows } = await sql<{ oldest: string | number; tries: string | number }>`
      select min(t) as oldest, count(*) as tries
      from sign_in_failures, unnest(times) as t
      where key in (${sql.join(keys)}) and t > ${cutoff}
      group by key`.execute(db);
    let retryAfterMs = 0;
    for (const row of rows) {
      if (Number(row.tries) >= maxFailures)
        retryAfterMs = Math.max(retryAfterMs, Number(row.oldest) + windowMs - time);
    }
    // A key that was full a moment ago may have freed a place since: try again in a second.
    return { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  };

  return {
    async begin(email, address) {
      const time = now();
      sweep(time);
      const keys = signInKeys(email, address).map(limitKey);
      const [accountKey, addressKey] = keys as [string, string];
      if (!(await count(accountKey, time))) return retryAfter(keys, time);
      if (!(await count(addressKey, time))) {
        await remove(accountKey, time);
        return retryAfter(keys, time);
      }
      const forgive = async () => {
        await Promise.all(keys.map((key) => remove(key, time)));
      };
      return {
        attempt: {
          forgive,
          async succeeded() {
            await forgive();
            await db.deleteFrom('sign_in_failures').where('key', '=', accountKey).execute();
          },
        },
      };
    },
  };
}
