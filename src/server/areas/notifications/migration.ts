import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', ColumnType.text, (c) => c.notNull())
      .addColumn('description', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', ColumnType.text)
      .addColumn('type', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .addColumn('is_unread', ColumnType.integer, (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('notifications_user_id_created_at_idx')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notifications').execute();
  },
};
