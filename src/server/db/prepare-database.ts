import { sql, type Migration } from 'kysely';
import type { ServerConfig } from '@/server/config';
import type { Logger } from '@/server/logger';
import { migrateToLatest } from './migrate';
import type { DatabaseHandle } from './open-database';
import { seedDatabase, type SeedOutcome, type SeedPlan } from './seed/seed-database';

/** The advisory lock every server process takes for its start-up work (any fixed number; "ARDS"). */
export const STARTUP_LOCK_KEY = 0x41524453;

/**
 * Runs `work` while holding PostgreSQL's session-level advisory lock on a connection of its own, so that of
 * several server processes starting at once on one database only one works at a time; the others wait and
 * then find nothing left to do. The lock goes with the connection when a process dies. SQLite has one
 * process: nothing to wait for.
 */
export async function underStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    }
  });
}

/** Applies the pending migrations, then seeds an empty database: once, however many processes start together. */
export async function prepareDatabase(
  database: DatabaseHandle,
  plan: { migrations: Record<string, Migration>; seed: SeedPlan; config: ServerConfig; logger: Logger },
): Promise<{ applied: string[]; seeded: SeedOutcome }> {
  return underStartupLock(database, async () => {
    const applied = await migrateToLatest(database.db, plan.migrations);
    if (applied.length > 0)
      plan.logger.info({ migrations: applied, engine: database.engine }, 'migrations applied');
    const seeded = await seedDatabase(database.db, plan.config, plan.logger, plan.seed);
    return { applied, seeded };
  });
}
