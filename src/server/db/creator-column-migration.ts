import { sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from './columns';

/**
 * Adds `created_by` (the account that created the row; empty once that account is deleted) to `table`, and
 * gives the rows from before to the first admin.
 */
export function creatorColumnMigration(table: string): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable(table)
        .addColumn('created_by', ColumnType.text, (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql`update ${sql.table(table)} set created_by = (
        select id from users where role = 'admin' order by created_at, id limit 1
      ) where created_by is null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable(table).dropColumn('created_by').execute();
    },
  };
}
