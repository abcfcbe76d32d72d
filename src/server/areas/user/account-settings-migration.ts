import { sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

const { text, integer, real } = ColumnType;

/**
 * The account settings screen: an address book has a default address (at most one per account, which the
 * partial unique index holds on both engines); an account that has addresses gets its newest one, the one its
 * address book listed first, as default. The seeded invoices go: the invoices are the account's real orders
 * now (GET /api/user/account/invoices reads the orders table), and user_invoices held only made-up rows.
 */
export const accountSettingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('user_addresses')
      .addColumn('is_default', integer, (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`
      update user_addresses set is_default = 1
      where id in (
        select a.id from user_addresses a
        where not exists (
          select 1 from user_addresses b
          where b.user_id = a.user_id
            and (b.created_at > a.created_at or (b.created_at = a.created_at and b.id < a.id))
        )
      )`.execute(db);
    await sql`create unique index user_addresses_default_idx on user_addresses (user_id) where is_default = 1`.execute(
      db,
    );
    await db.schema.dropTable('user_invoices').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_invoices')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('price', real, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('user_invoices_user_id_created_at_idx')
      .on('user_invoices')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema.dropIndex('user_addresses_default_idx').execute();
    await db.schema.alterTable('user_addresses').dropColumn('is_default').execute();
  },
};
