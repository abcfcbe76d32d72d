import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const kanbanMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('kanban_columns')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('name', ColumnType.text, (c) => c.notNull())
      .addColumn('position', ColumnType.integer, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('kanban_columns_position').on('kanban_columns').column('position').execute();
    await db.schema
      .createTable('kanban_cards')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('column_id', ColumnType.text, (c) =>
        c.notNull().references('kanban_columns.id').onDelete('cascade'),
      )
      .addColumn('position', ColumnType.integer, (c) => c.notNull())
      .addColumn('name', ColumnType.text, (c) => c.notNull())
      .addColumn('description', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .addColumn('due', ColumnType.text)
      .addColumn('completed', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('attachments', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('assignee', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('comments', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .addColumn('updated_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('kanban_cards_column_position')
      .on('kanban_cards')
      .columns(['column_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('kanban_cards').execute();
    await db.schema.dropTable('kanban_columns').execute();
  },
};
