import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/** Server-side sessions. Tokens issued before them name none and stop working: everyone signs in once more. */
export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .addColumn('expires_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'expires_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').execute();
  },
};
