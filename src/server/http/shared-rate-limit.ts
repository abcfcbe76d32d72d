import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import { limitKey } from '@/server/db/request-limits';
import type { RateLimitStore } from './rate-limit-store';

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the database's `rate_limit_windows`, shared by every server process of it. One
 * statement counts a request: PostgreSQL locks the key's row for the upsert, so two processes counting at
 * once see each other's count and never both pass the limit. Ended windows are swept now and then.
 */
export function createDatabaseRateLimitStore(
  db: Db,
  { name, windowMs }: { name: string; windowMs: number },
): RateLimitStore {
  let nextSweep = 0;

  const sweep = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + Math.min(windowMs, SWEEP_EVERY_MS);
    // Any process may sweep any limit's ended windows; a failed sweep is retried at the next one.
    void db
      .deleteFrom('rate_limit_windows')
      .where('ends_at', '<=', time)
      .execute()
      .catch(() => undefined);
  };

  return {
    async hit(address, time) {
      sweep(time);
      const ended = sql<boolean>`rate_limit_windows.ends_at <= ${time}`;
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ key: limitKey(`${name}:${address}`), count: 1, ends_at: time + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when ${ended} then 1 else rate_limit_windows.count + 1 end`,
            ends_at: sql<number>`case when ${ended} then excluded.ends_at else rate_limit_windows.ends_at end`,
          }),
        )
        .returning(['count', 'ends_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), endsAt: Number(row.ends_at) };
    },
  };
}
