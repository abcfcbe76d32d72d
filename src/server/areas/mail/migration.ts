import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const mailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('mails')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('folder', ColumnType.text, (c) => c.notNull().defaultTo('inbox'))
      .addColumn('label_ids', ColumnType.text, (c) => c.notNull().defaultTo('[]'));
    for (const flag of ['is_important', 'is_starred', 'is_unread']) {
      table = table.addColumn(flag, ColumnType.integer, (c) => c.notNull().defaultTo(0));
    }
    await table
      .addColumn('subject', ColumnType.text, (c) => c.notNull())
      .addColumn('message', ColumnType.text, (c) => c.notNull())
      .addColumn('files', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('from_name', ColumnType.text, (c) => c.notNull())
      .addColumn('from_email', ColumnType.text, (c) => c.notNull())
      .addColumn('from_avatar', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .addColumn('recipients', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mails_user_created_idx')
      .on('mails')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mails').execute();
  },
};
