import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const uploadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uploads')
      .addColumn('name', ColumnType.text, (c) => c.primaryKey())
      // Set null, not cascade: the account's posts and comments may outlive it and still show the image.
      .addColumn('owner_id', ColumnType.text, (c) => c.references('users.id').onDelete('set null'))
      .addColumn('content_type', ColumnType.text, (c) => c.notNull())
      .addColumn('size', ColumnType.integer, (c) => c.notNull())
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    // The quota and the rate read one account's rows; the sweeper reads the old ones.
    await db.schema.createIndex('uploads_owner_created_at').on('uploads').columns(['owner_id', 'created_at']).execute();
    await db.schema.createIndex('uploads_created_at').on('uploads').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploads').execute();
  },
};
