import type { Kysely, Migration } from 'kysely';
import type { Db } from '@/server/db/database';
import { ColumnType } from '@/server/db/columns';
import { rebuildSalesSummaries } from './sales-summaries';

const { text, integer, real } = ColumnType;

/**
 * Sales per day, per day and product, and per day and buyer, filled from the orders already placed; and an index of
 * orders by time.
 */
export const salesSummariesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sales_days')
      .addColumn('day', text, (c) => c.primaryKey())
      .addColumn('orders', integer, (c) => c.notNull())
      .addColumn('items', integer, (c) => c.notNull())
      .addColumn('subtotal', real, (c) => c.notNull())
      .addColumn('discount', real, (c) => c.notNull())
      .addColumn('shipping', real, (c) => c.notNull())
      .addColumn('total', real, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('product_sales_days')
      .addColumn('day', text, (c) => c.notNull())
      .addColumn('product_id', text, (c) => c.notNull())
      .addColumn('quantity', integer, (c) => c.notNull())
      .addColumn('revenue', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_sales_days_pk', ['day', 'product_id'])
      .execute();
    await db.schema
      .createTable('customer_sales_days')
      .addColumn('day', text, (c) => c.notNull())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('orders', integer, (c) => c.notNull())
      .addColumn('total', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('customer_sales_days_pk', ['day', 'user_id'])
      .execute();
    // Deleting an account finds its rows by this index.
    await db.schema
      .createIndex('customer_sales_days_user_id_idx')
      .on('customer_sales_days')
      .column('user_id')
      .execute();
    // The newest orders of the whole shop (the dashboards), not only of one buyer.
    await db.schema.createIndex('orders_created_at_idx').on('orders').columns(['created_at', 'id']).execute();
    await rebuildSalesSummaries(db as unknown as Db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_created_at_idx').execute();
    await db.schema.dropTable('customer_sales_days').execute();
    await db.schema.dropTable('product_sales_days').execute();
    await db.schema.dropTable('sales_days').execute();
  },
};
