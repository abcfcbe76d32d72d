import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/** Reset codes; the rows of the last window also count the reset mails an account was sent. */
export const accountRecoveryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_reset_codes')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', ColumnType.text, (c) => c.notNull())
      .addColumn('attempts', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_reset_codes_user_created_idx')
      .on('password_reset_codes')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_reset_codes').execute();
  },
};
