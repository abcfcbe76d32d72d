import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const chatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('conversations')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('type', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .addColumn('updated_at', ColumnType.text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('conversation_participants')
      .addColumn('conversation_id', ColumnType.text, (c) =>
        c.notNull().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('unread_count', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
      .execute();
    // "The conversations of a user": the primary key covers lookups by conversation.
    await db.schema
      .createIndex('conversation_participants_user_idx')
      .on('conversation_participants')
      .columns(['user_id', 'conversation_id'])
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('conversation_id', ColumnType.text, (c) =>
        c.notNull().references('conversations.id').onDelete('cascade'),
      )
      .addColumn('sender_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('body', ColumnType.text, (c) => c.notNull())
      .addColumn('content_type', ColumnType.text, (c) => c.notNull().defaultTo('text'))
      .addColumn('attachments', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_messages_conversation_idx')
      .on('chat_messages')
      .columns(['conversation_id', 'created_at'])
      .execute();
    // Deleting an account cascades to its messages; this keeps that lookup cheap.
    await db.schema.createIndex('chat_messages_sender_idx').on('chat_messages').column('sender_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropTable('conversation_participants').execute();
    await db.schema.dropTable('conversations').execute();
  },
};
