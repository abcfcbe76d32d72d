import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { accountMigration } from '@/server/areas/account/migration';
import { accountRecoveryMigration } from '@/server/areas/account/recovery-migration';
import { blogMigration } from '@/server/areas/blog/migration';
import { blogPublishingMigration } from '@/server/areas/blog/publishing-migration';
import { calendarMigration } from '@/server/areas/calendar/migration';
import { chatMigration } from '@/server/areas/chat/migration';
import { contactMigration } from '@/server/areas/contact/migration';
import { kanbanMigration } from '@/server/areas/kanban/migration';
import { mailMigration } from '@/server/areas/mail/migration';
import { notificationsMigration } from '@/server/areas/notifications/migration';
import { productsMigration } from '@/server/areas/products/migration';
import { userMigration } from '@/server/areas/user/migration';
import { dataVersionsMigration } from './data-versions-migration';
import { slugSpellingMigration } from './slug-migration';

/**
 * Migrations run in name order at every start on both engines. Add new ones with the next number;
 * never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_accounts': accountMigration,
  '0002_user': userMigration,
  '0003_chat': chatMigration,
  '0004_mail': mailMigration,
  '0005_blog': blogMigration,
  '0006_products': productsMigration,
  '0007_calendar': calendarMigration,
  '0008_kanban': kanbanMigration,
  '0009_data_versions': dataVersionsMigration,
  '0010_notifications': notificationsMigration,
  '0011_account_recovery': accountRecoveryMigration,
  '0012_blog_publishing': blogPublishingMigration,
  '0013_contact': contactMigration,
  '0014_slug_spelling': slugSpellingMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
