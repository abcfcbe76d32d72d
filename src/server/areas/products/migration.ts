import type { Kysely, Migration } from 'kysely';
import { ColumnType } from '@/server/db/columns';

export const productsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('products')
      .addColumn('id', ColumnType.text, (c) => c.primaryKey())
      .addColumn('slug', ColumnType.text, (c) => c.notNull().unique())
      .addColumn('name', ColumnType.text, (c) => c.notNull())
      .addColumn('code', ColumnType.text, (c) => c.notNull())
      .addColumn('sku', ColumnType.text, (c) => c.notNull())
      .addColumn('images', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('tags', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('price', ColumnType.real, (c) => c.notNull())
      .addColumn('price_sale', ColumnType.real)
      .addColumn('total_rating', ColumnType.real, (c) => c.notNull().defaultTo(0))
      .addColumn('total_review', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('ratings', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('reviews', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('colors', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', ColumnType.text, (c) => c.notNull().defaultTo(''))
      .addColumn('inventory_type', ColumnType.text, (c) => c.notNull())
      .addColumn('sizes', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('available', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('description', ColumnType.text, (c) => c.notNull())
      .addColumn('sold', ColumnType.integer, (c) => c.notNull().defaultTo(0))
      .addColumn('category', ColumnType.text, (c) => c.notNull())
      .addColumn('gender', ColumnType.text, (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('products_created_at_idx').on('products').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('products').execute();
  },
};
