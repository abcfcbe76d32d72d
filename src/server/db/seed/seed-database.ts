import { sql } from 'kysely';
import { seedAccounts } from '@/server/areas/account/seed';
import { seedBlog } from '@/server/areas/blog/seed';
import { seedCalendar } from '@/server/areas/calendar/seed';
import { seedChat } from '@/server/areas/chat/seed';
import { seedKanban } from '@/server/areas/kanban/seed';
import { seedMail } from '@/server/areas/mail/seed';
import { seedNotifications } from '@/server/areas/notifications/seed';
import { seedProduct } from '@/server/areas/products/seed';
import { seedUser } from '@/server/areas/user/seed';
import type { ServerConfig } from '@/server/config';
import type { Logger } from '@/server/logger';
import type { Db } from '@/server/db/database';

export type SeedOutcome = 'seeded' | 'seeded-admin-only' | 'skipped';

/**
 * Seeds an empty database once: the admin always, the demo data unless SEED_DEMO=false.
 * A database that holds any account is never touched. All of it is one transaction.
 */
export async function seedDatabase(db: Db, config: ServerConfig, logger: Logger, now = new Date()): Promise<SeedOutcome> {
  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return 'skipped';
  await db.transaction().execute(async (trx) => {
    const ctx = await seedAccounts(trx, config, now);
    if (!config.seedDemo) return;
    await seedUser(ctx);
    await seedChat(ctx);
    await seedMail(ctx);
    await seedBlog(ctx);
    await seedProduct(ctx);
    await seedCalendar(ctx);
    await seedKanban(ctx);
    await seedNotifications(ctx);
  });
  const outcome = config.seedDemo ? 'seeded' : 'seeded-admin-only';
  logger.info({ outcome }, 'database seeded');
  return outcome;
}
