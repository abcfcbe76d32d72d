import type { Kysely, Migration } from 'kysely';
import { ColumnType, fromJson } from '@/server/db/columns';
import { catalogueColumnsOf } from './catalogue-columns';

/**
 * The catalogue query (GET /api/products/search) filters, sorts and pages in the database: the price a shopper
 * pays and the gender and colour sets become columns of their own (kept in step by every write), with indexes
 * for the orders the shop and the admin grid offer. Old slugs of renamed products and who reviewed what get
 * tables of their own.
 */
export const productCatalogueMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    await db.schema.alterTable('products').addColumn('effective_price', ColumnType.real, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('products').addColumn('gender_mask', ColumnType.integer, (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('products').addColumn('color_mask', ColumnType.integer, (c) => c.notNull().defaultTo(0)).execute();
    const rows: { id: string; price: number; price_sale: number | null; gender: string; colors: string }[] = await db
      .selectFrom('products')
      .select(['id', 'price', 'price_sale', 'gender', 'colors'])
      .execute();
    for (const row of rows) {
      const columns = catalogueColumnsOf({
        price: Number(row.price),
        priceSale: row.price_sale === null ? null : Number(row.price_sale),
        gender: fromJson<string[]>(row.gender, []),
        colors: fromJson<string[]>(row.colors, []),
      });
      await db.updateTable('products').set(columns).where('id', '=', row.id).execute();
    }

    const index = (name: string, columns: string[]) => db.schema.createIndex(name).on('products').columns(columns).execute();
    await index('products_effective_price_idx', ['effective_price', 'id']);
    await index('products_featured_idx', ['sold', 'created_at', 'id']);
    await index('products_available_idx', ['available', 'id']);
    await index('products_created_idx', ['created_at', 'id']);
    // Every column a filter reads, so that counting the matches scans this narrow index, not the wide rows; and
    // a category narrows it to a range, already in the order of the price a shopper pays.
    await index('products_catalogue_filter_idx', [
      'category',
      'effective_price',
      'gender_mask',
      'color_mask',
      'total_rating',
      'available',
      'status',
      'inventory_type',
      'name',
    ]);

    await db.schema
      .createTable('product_slugs')
      .addColumn('slug', ColumnType.text, (c) => c.primaryKey())
      .addColumn('product_id', ColumnType.text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_slugs_product_idx').on('product_slugs').column('product_id').execute();
    await db.schema
      .createTable('product_reviewers')
      .addColumn('product_id', ColumnType.text, (c) => c.notNull())
      .addColumn('user_id', ColumnType.text, (c) => c.notNull())
      .addPrimaryKeyConstraint('product_reviewers_pk', ['product_id', 'user_id'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    await db.schema.dropTable('product_reviewers').execute();
    await db.schema.dropTable('product_slugs').execute();
    for (const name of [
      'products_effective_price_idx',
      'products_featured_idx',
      'products_available_idx',
      'products_created_idx',
      'products_catalogue_filter_idx',
    ])
      await db.schema.dropIndex(name).execute();
    for (const column of ['effective_price', 'gender_mask', 'color_mask'])
      await db.schema.alterTable('products').dropColumn(column).execute();
  },
};
