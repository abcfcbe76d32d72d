import { sql } from 'kysely';
import type { Db } from '@/server/db/database';
import type { Logger } from '@/server/logger';
import type { VisitKind } from './visit-classifier';

/** Counts views in memory and adds them to the day's rows every few seconds, so a page load costs no write. */
export interface PageViewRecorder {
  record(path: string, visit: VisitKind, at: Date): void;
  /** Writes what was counted so far (at shutdown, and in tests). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const FLUSH_INTERVAL_MS = 5_000;
/** Distinct rows held at most between flushes; past it a flush starts at once. */
const MAX_PENDING_ROWS = 2_000;

interface PendingRow {
  day: string;
  path: string;
  source: string;
  country: string;
  device: string;
  views: number;
}

export function createPageViewRecorder(
  db: Db,
  logger: Logger,
  intervalMs = FLUSH_INTERVAL_MS,
): PageViewRecorder {
  let pending = new Map<string, PendingRow>();
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (pending.size === 0) return writing;
    const rows = [...pending.values()];
    pending = new Map();
    // One flush after another: several instances and flushes only ever add to a row.
    writing = writing.then(async () => {
      try {
        await db.transaction().execute(async (trx) => {
          for (const row of rows.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1)))
            await trx
              .insertInto('page_view_days')
              .values(row)
              .onConflict((conflict) =>
                conflict
                  .columns(['day', 'path', 'source', 'country', 'device'])
                  .doUpdateSet({ views: sql`page_view_days.views + ${row.views}` }),
              )
              .execute();
        });
      } catch (error) {
        logger.warn({ err: error, rows: rows.length }, 'page views not written');
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    record(path, visit, at) {
      const row = { day: at.toISOString().slice(0, 10), path, ...visit, views: 0 };
      const key = keyOf(row);
      const counted = pending.get(key) ?? row;
      counted.views += 1;
      pending.set(key, counted);
      if (pending.size >= MAX_PENDING_ROWS) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

const keyOf = (row: Omit<PendingRow, 'views'>) =>
  `${row.day}|${row.path}|${row.source}|${row.country}|${row.device}`;
