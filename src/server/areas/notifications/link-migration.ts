import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/**
 * A notification may lead somewhere in the app (contract `notificationLinks`). Notifications stored before lead
 * nowhere (link null).
 */
export const notificationLinkMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').addColumn('link', ColumnType.text).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').dropColumn('link').execute();
  },
};
