import { sql, type Kysely, type Migration } from 'kysely';

/** The columns of the admin list's filters (its search, status and stock), carried by each index of its orders. */
const listFilterColumns = ['name', 'status', 'inventory_type'];

/** The orders of the admin product list, each an index: its sort key, then the filter columns. */
const listIndexes: [name: string, key: string[]][] = [
  ['products_name_list_idx', ['lower(name)', 'id']],
  ['products_created_list_idx', ['created_at', 'id']],
  ['products_price_list_idx', ['effective_price', 'id']],
  ['products_available_list_idx', ['available', 'id']],
  ['products_status_list_idx', ['status', 'created_at', 'id']],
];

/** The 0020 indexes the ones above replace: the same order, without the filter columns. */
const replaced: [name: string, columns: string[]][] = [
  ['products_effective_price_idx', ['effective_price', 'id']],
  ['products_available_idx', ['available', 'id']],
  ['products_created_idx', ['created_at', 'id']],
];

/**
 * The admin product list sorts by every column both ways, within its search and filters. SQLite walks the index of
 * the requested order and stops after one page (catalogue-query.ts); with the list's filter columns in that index
 * it tests each entry there and reads the table row only of a match, so a search that matches a handful of
 * products costs one pass over a narrow index instead of a table lookup per product. The name order is by the
 * name in lower case: the products' unique slug index would otherwise win the name order with no filter column.
 */
export const productListSortMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    for (const [name] of replaced) await db.schema.dropIndex(name).execute();
    for (const [name, key] of listIndexes) {
      const columns = [...key, ...listFilterColumns].map((column) =>
        column.includes('(') ? sql.raw(column) : sql.ref(column),
      );
      await sql`create index ${sql.id(name)} on products (${sql.join(columns)})`.execute(db);
    }
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    for (const [name] of listIndexes) await db.schema.dropIndex(name).execute();
    for (const [name, columns] of replaced)
      await db.schema.createIndex(name).on('products').columns(columns).execute();
  },
};
