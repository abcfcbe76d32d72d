import type { Kysely, Migration } from 'kysely';
import { ColumnType } from './columns';

/** One counter per cached data set (see db/data-versions.ts); a missing row is version 0. */
export const dataVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('data_versions')
      .addColumn('key', ColumnType.text, (c) => c.primaryKey())
      .addColumn('version', ColumnType.integer, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('data_versions').execute();
  },
};
