import { sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

/**
 * Who created each card: that account, the card's assignees and the admins may edit or delete it. Cards
 * from before (the seeded board) go to the first admin; a card whose creator is deleted keeps its assignees.
 */
export const kanbanCreatorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('kanban_cards')
      .addColumn('created_by', ColumnType.text, (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await sql`update kanban_cards set created_by = (
      select id from users where role = 'admin' order by created_at, id limit 1
    ) where created_by is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('kanban_cards').dropColumn('created_by').execute();
  },
};
