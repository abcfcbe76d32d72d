import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/**
 * A notification may say one of the system's own messages (contract `notificationMessages`): its key and
 * parameters are kept beside the English texts, so the web can show it in the reader's language. Notifications
 * stored before keep their texts as they are (message null).
 */
export const notificationMessageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').addColumn('message_key', ColumnType.text).execute();
    await db.schema.alterTable('notifications').addColumn('message_params', ColumnType.text).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').dropColumn('message_params').execute();
    await db.schema.alterTable('notifications').dropColumn('message_key').execute();
  },
};
