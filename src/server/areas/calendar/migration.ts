import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const calendarMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_events')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('title', ColumnType.text, (c) => c.notNull())
      .addColumn('description', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .addColumn('text_color', ColumnType.text, (c) => c.notNull())
      .addColumn('all_day', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('start_at', ColumnType.text, (c) => c.notNull())
      .addColumn('end_at', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .addColumn('updated_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('calendar_events_start_at')
      .on('calendar_events')
      .column('start_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_events').execute();
  },
};
