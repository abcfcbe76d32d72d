import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

const { text, integer } = ColumnType;

export const pageViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_view_days')
      .addColumn('day', text, (c) => c.notNull())
      .addColumn('path', text, (c) => c.notNull())
      .addColumn('source', text, (c) => c.notNull())
      .addColumn('country', text, (c) => c.notNull())
      .addColumn('device', text, (c) => c.notNull())
      .addColumn('views', integer, (c) => c.notNull())
      .addPrimaryKeyConstraint('page_view_days_pk', ['day', 'path', 'source', 'country', 'device'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_view_days').execute();
  },
};
