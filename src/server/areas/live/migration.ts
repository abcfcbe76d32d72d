import { SqliteAdapter, type Kysely, type Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const liveMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    // An id that only ever grows: AUTOINCREMENT never hands out an id again (SQLite's plain rowid may, after the
    // newest row is deleted); an identity column on PostgreSQL.
    await db.schema
      .createTable('live_events')
      .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
        sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedAlwaysAsIdentity(),
      )
      .addColumn('user_id', ColumnType.text, (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('type', ColumnType.text, (c) => c.notNull())
      .addColumn('payload', ColumnType.text, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    // "The events of this account (or of everyone) after id N".
    await db.schema.createIndex('live_events_user_idx').on('live_events').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('live_events_created_idx').on('live_events').column('created_at').execute();

    await db.schema
      .createTable('live_connections')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('instance_id', ColumnType.text, (c) => c.notNull())
      .addColumn('connected_at', ColumnType.text, (c) => c.notNull())
      .addColumn('heartbeat_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('live_connections_user_idx')
      .on('live_connections')
      .columns(['user_id', 'heartbeat_at'])
      .execute();
    await db.schema.createIndex('live_connections_instance_idx').on('live_connections').column('instance_id').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    await db.schema.dropTable('live_connections').execute();
    await db.schema.dropTable('live_events').execute();
  },
};
