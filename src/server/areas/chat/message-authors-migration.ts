import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

const { text } = ColumnType;

type OnSenderDeleted = 'set null' | 'cascade';

/**
 * SQLite cannot change a foreign key: the table is made anew with the key wanted and its rows copied over. Nothing
 * references chat_messages, so it can be dropped and the new one renamed into its place with foreign keys on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function rebuildOnSqlite(db: Kysely<any>, onSenderDeleted: OnSenderDeleted) {
  await db.schema
    .createTable('chat_messages_next')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('conversation_id', text, (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', text, (c) =>
      onSenderDeleted === 'set null'
        ? c.references('users.id').onDelete('set null')
        : c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('sender_name', text, (c) => c.notNull().defaultTo(''))
    .addColumn('sender_avatar', text, (c) => c.notNull().defaultTo(''))
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('content_type', text, (c) => c.notNull().defaultTo('text'))
    .addColumn('attachments', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await sql`insert into chat_messages_next
    (id, conversation_id, sender_id, sender_name, sender_avatar, body, content_type, attachments, created_at)
    select id, conversation_id, sender_id, sender_name, sender_avatar, body, content_type, attachments, created_at
    from chat_messages`.execute(db);
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.alterTable('chat_messages_next').renameTo('chat_messages').execute();
  await createIndexes(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function createIndexes(db: Kysely<any>) {
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
  // Deleting an account clears the sender of its messages; this keeps that lookup cheap.
  await db.schema.createIndex('chat_messages_sender_idx').on('chat_messages').column('sender_id').execute();
}

/** PostgreSQL names a column's foreign key `<table>_<column>_fkey`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function rekeyOnPostgres(db: Kysely<any>, onSenderDeleted: OnSenderDeleted) {
  await sql`alter table chat_messages drop constraint chat_messages_sender_id_fkey`.execute(db);
  if (onSenderDeleted === 'cascade') await sql`alter table chat_messages alter column sender_id set not null`.execute(db);
  else await sql`alter table chat_messages alter column sender_id drop not null`.execute(db);
  await sql`alter table chat_messages add constraint chat_messages_sender_id_fkey
    foreign key (sender_id) references users (id) on delete ${sql.raw(onSenderDeleted)}`.execute(db);
}

/**
 * A chat message outlives its sender's account: it keeps the name and avatar the sender had when sending
 * (sender_name, sender_avatar; filled in here from the accounts for the messages from before), and its sender_id
 * becomes null when that account is deleted, instead of the message going with it.
 */
export const chatMessageAuthorsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const column of ['sender_name', 'sender_avatar'])
      await db.schema.alterTable('chat_messages').addColumn(column, text, (c) => c.notNull().defaultTo('')).execute();
    await sql`update chat_messages set
      sender_name = coalesce((select display_name from users where users.id = chat_messages.sender_id), ''),
      sender_avatar = coalesce((select photo_url from users where users.id = chat_messages.sender_id), '')`.execute(db);
    if (sqlite) await rebuildOnSqlite(db, 'set null');
    else await rekeyOnPostgres(db, 'set null');
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    // Before, a message went with its sender's account.
    await db.deleteFrom('chat_messages').where('sender_id', 'is', null).execute();
    if (sqlite) await rebuildOnSqlite(db, 'cascade');
    else await rekeyOnPostgres(db, 'cascade');
    for (const column of ['sender_name', 'sender_avatar'])
      await db.schema.alterTable('chat_messages').dropColumn(column).execute();
  },
};
