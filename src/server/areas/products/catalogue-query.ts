import { sql, type SelectQueryBuilder } from 'kysely';
import type { ProductSearchQuery, ProductSearchResponse } from '@/contract/product-catalogue';
import type { ProductSort } from '@/contract/products';
import type { Database, Db } from '@/server/db/database';
import { colorMaskOf, genderMaskOf } from './catalogue-columns';
import { toProduct } from './products-store';
import { likeLiteral } from '@/server/db/query-helpers';

type ProductsQuery = SelectQueryBuilder<Database, 'products', object>;


/**
 * The rows the query's filters let through (no order, no page). No filter is written so that an index could
 * serve it (`+column`, `column || ''`): SQLite's planner, which has no statistics of the table, would otherwise
 * collect every match through the index of a filter and sort them all. This way it walks the index of the
 * requested order and stops after one page (the admin list's filter columns are in those indexes, so an entry
 * that does not match is passed over without reading its row: list-sort-migration.ts), and counting the matches
 * scans products_catalogue_filter_idx, which holds every filtered column, instead of the wide rows. PostgreSQL
 * plans by its own statistics.
 */
function filtered(db: Db, query: ProductSearchQuery): ProductsQuery {
  let rows: ProductsQuery = db.selectFrom('products');
  if (query.q !== '') {
    const pattern = `%${likeLiteral(query.q.toLowerCase())}%`;
    rows = rows.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  if (query.gender.length > 0) rows = rows.where(sql<boolean>`(gender_mask & ${genderMaskOf(query.gender)}) <> 0`);
  if (query.category !== 'All') rows = rows.where(sql<boolean>`(category || '') = ${query.category}`);
  if (query.colors.length > 0) rows = rows.where(sql<boolean>`(color_mask & ${colorMaskOf(query.colors)}) <> 0`);
  if (query.priceMin !== undefined) rows = rows.where(sql<boolean>`+effective_price >= ${query.priceMin}`);
  if (query.priceMax !== undefined) rows = rows.where(sql<boolean>`+effective_price <= ${query.priceMax}`);
  if (query.rating !== undefined) rows = rows.where(sql<boolean>`+total_rating >= ${query.rating}`);
  if (query.inStock) rows = rows.where(sql<boolean>`+available > 0`);
  if (query.status.length > 0) {
    const statuses = query.status.map((status) => (status === 'none' ? '' : status));
    rows = rows.where(sql<boolean>`(status || '') in (${sql.join(statuses)})`);
  }
  if (query.inventory.length > 0)
    rows = rows.where(sql<boolean>`(inventory_type || '') in (${sql.join(query.inventory)})`);
  return rows;
}

/** Each order ends on the id, so pages never overlap or skip a row among equal values. */
function sorted<Q extends SelectQueryBuilder<Database, 'products', object>>(rows: Q, sort: ProductSort): Q {
  switch (sort) {
    case 'featured':
      // Best sellers first, newer before older among equals.
      return rows.orderBy('sold', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc') as Q;
    case 'newest':
    case 'createdAtDesc':
      return rows.orderBy('created_at', 'desc').orderBy('id', 'desc') as Q;
    case 'createdAtAsc':
      return rows.orderBy('created_at', 'asc').orderBy('id', 'asc') as Q;
    case 'priceDesc':
      return rows.orderBy('effective_price', 'desc').orderBy('id', 'desc') as Q;
    case 'priceAsc':
      return rows.orderBy('effective_price', 'asc').orderBy('id', 'asc') as Q;
    // Case-insensitive, as products_name_list_idx holds it (list-sort-migration.ts).
    case 'nameAsc':
      return rows.orderBy(sql`lower(name)`, 'asc').orderBy('id', 'asc') as Q;
    case 'nameDesc':
      return rows.orderBy(sql`lower(name)`, 'desc').orderBy('id', 'desc') as Q;
    case 'inventoryAsc':
      return rows.orderBy('available', 'asc').orderBy('id', 'asc') as Q;
    case 'inventoryDesc':
      return rows.orderBy('available', 'desc').orderBy('id', 'desc') as Q;
    // By the stored status ('' < 'new' < 'sale'), older before newer within one; descending is the exact reverse.
    case 'statusAsc':
      return rows.orderBy('status', 'asc').orderBy('created_at', 'asc').orderBy('id', 'asc') as Q;
    case 'statusDesc':
      return rows.orderBy('status', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc') as Q;
  }
}

/**
 * One page of the catalogue, filtered, sorted and paged by the database, and how many match in all. A page that
 * is not full tells the total itself, so a search that finds a few products is answered by one query.
 */
export async function searchProducts(db: Db, query: ProductSearchQuery): Promise<ProductSearchResponse> {
  const { page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const rows = await sorted(filtered(db, query).selectAll(), query.sort).limit(pageSize).offset(offset).execute();
  // An empty page after the first may lie beyond the end: only the count tells how far.
  const pageTellsTotal = rows.length < pageSize && (rows.length > 0 || offset === 0);
  const total = pageTellsTotal ? offset + rows.length : await countMatches(db, query);
  return { products: rows.map(toProduct), total, page, pageSize };
}

/** How many products the query's filters let through. */
async function countMatches(db: Db, query: ProductSearchQuery): Promise<number> {
  const counted = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}
