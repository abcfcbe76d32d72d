import type { ServerConfig } from '@/server/config';
import type { Logger } from '@/server/logger';
import type { Db } from '@/server/db/database';
import type { SeedContext } from './seed-context';

export type SeedOutcome = 'seeded' | 'seeded-admin-only' | 'skipped';

/** Seeds the accounts: the admin always, the workspace's members with demo data. */
export interface AccountsSeed {
  /** Whether the database holds any account; then it is never seeded again. */
  hasAccounts(db: Db): Promise<boolean>;
  /** Inserts the accounts and returns the context every demo seed gets (their ids, fakers, the time). */
  run(db: Db, config: ServerConfig, now: Date): Promise<SeedContext>;
}

/** One area's demo data. */
export interface DemoSeed {
  /** Demo seeds run in ascending order, all after the accounts. */
  order: number;
  run(ctx: SeedContext): Promise<void>;
}

export interface SeedPlan {
  accounts: AccountsSeed;
  /** In the order they run. */
  demo: DemoSeed[];
}

/**
 * Seeds an empty database once: the admin always, the demo data unless SEED_DEMO=false.
 * A database that holds any account is never touched. All of it is one transaction.
 */
export async function seedDatabase(
  db: Db,
  config: ServerConfig,
  logger: Logger,
  plan: SeedPlan,
  now = new Date(),
): Promise<SeedOutcome> {
  if (await plan.accounts.hasAccounts(db)) return 'skipped';
  await db.transaction().execute(async (trx) => {
    const ctx = await plan.accounts.run(trx, config, now);
    if (!config.seedDemo) return;
    for (const step of plan.demo) await step.run(ctx);
  });
  const outcome = config.seedDemo ? 'seeded' : 'seeded-admin-only';
  logger.info({ outcome }, 'database seeded');
  return outcome;
}
