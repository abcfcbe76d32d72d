import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const contactMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_requests')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('kind', ColumnType.text, (c) => c.notNull())
      .addColumn('name', ColumnType.text, (c) => c.notNull())
      .addColumn('email', ColumnType.text, (c) => c.notNull())
      .addColumn('subject', ColumnType.text, (c) => c.notNull())
      .addColumn('message', ColumnType.text, (c) => c.notNull())
      .addColumn('details', ColumnType.text, (c) => c.notNull().defaultTo('{}'))
      .addColumn('mail_id', ColumnType.text)
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contact_requests_created_at_idx')
      .on('contact_requests')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_requests').execute();
  },
};
