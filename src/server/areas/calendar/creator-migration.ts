import { sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/**
 * Who created each event: only that account or an admin may change or delete it. Events from before
 * (the seeded diary) go to the first admin; an event whose creator is deleted is left to the admins.
 */
export const calendarCreatorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('calendar_events')
      .addColumn('created_by', ColumnType.text, (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await sql`update calendar_events set created_by = (
      select id from users where role = 'admin' order by created_at, id limit 1
    ) where created_by is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('calendar_events').dropColumn('created_by').execute();
  },
};
