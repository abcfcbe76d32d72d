import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

const { text, integer, real } = ColumnType;

/** The first order is #1001. */
export const FIRST_ORDER_NUMBER = 1001;

export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('number', integer, (c) => c.notNull().unique())
      .addColumn('status', text, (c) => c.notNull())
      .addColumn('subtotal', real, (c) => c.notNull())
      .addColumn('discount', real, (c) => c.notNull().defaultTo(0))
      .addColumn('discount_code', text)
      .addColumn('shipping', real, (c) => c.notNull().defaultTo(0))
      .addColumn('delivery', text, (c) => c.notNull())
      .addColumn('total', real, (c) => c.notNull())
      .addColumn('address', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('orders_user_id_created_at_idx')
      .on('orders')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('order_lines')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('order_id', text, (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('position', integer, (c) => c.notNull())
      .addColumn('product_id', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('cover', text, (c) => c.notNull().defaultTo(''))
      .addColumn('size', text, (c) => c.notNull().defaultTo(''))
      .addColumn('color', text, (c) => c.notNull().defaultTo(''))
      .addColumn('quantity', integer, (c) => c.notNull())
      .addColumn('price', real, (c) => c.notNull())
      .addColumn('subtotal', real, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_lines_order_id_position_idx')
      .on('order_lines')
      .columns(['order_id', 'position'])
      .execute();

    await db.schema
      .createTable('discount_codes')
      .addColumn('code', text, (c) => c.primaryKey())
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('value', real, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull().defaultTo(''))
      .addColumn('expires_at', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('order_number_counter')
      .addColumn('id', integer, (c) => c.primaryKey())
      .addColumn('last_number', integer, (c) => c.notNull())
      .execute();
    await (db as Kysely<{ order_number_counter: { id: number; last_number: number } }>)
      .insertInto('order_number_counter')
      .values({ id: 1, last_number: FIRST_ORDER_NUMBER - 1 })
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['order_number_counter', 'discount_codes', 'order_lines', 'orders'])
      await db.schema.dropTable(table).execute();
  },
};
