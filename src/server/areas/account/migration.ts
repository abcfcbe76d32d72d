import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

const profileTextColumns = [
  'display_name', 'first_name', 'last_name', 'photo_url', 'cover_url', 'phone_number', 'country', 'address',
  'state', 'city', 'zip_code', 'about', 'company', 'job_title',
];

export const accountMigration: Migration = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('users')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('email', ColumnType.text, (c) => c.notNull().unique())
      .addColumn('password_hash', ColumnType.text)
      .addColumn('username', ColumnType.text, (c) => c.notNull().unique());
    for (const name of profileTextColumns) {
      table = table.addColumn(name, ColumnType.text, (c) => c.notNull().defaultTo(''));
    }
    await table
      .addColumn('role', ColumnType.text, (c) => c.notNull().defaultTo('user'))
      .addColumn('is_public', ColumnType.integer, (c) => c.notNull().defaultTo(1))
      .addColumn('is_verified', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('status', ColumnType.text, (c) => c.notNull().defaultTo('active'))
      .addColumn('presence', ColumnType.text, (c) => c.notNull().defaultTo('offline'))
      .addColumn('last_activity', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').execute();
  },
};
