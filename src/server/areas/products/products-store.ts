import type { Selectable } from 'kysely';
import type {
  InventoryType,
  Product,
  ProductCategory,
  ProductGender,
  ProductRating,
  ProductReview,
  ProductStatus,
} from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { fromJson, toJson } from '@/server/db/columns';
import { writeBumping } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';
import { catalogueColumnsOf } from './catalogue-columns';
import type { ProductsTable } from './tables';

type ProductRow = Selectable<ProductsTable>;

/** Data version of the catalogue: every write to products bumps it (see http/cached-json.ts). */
export const PRODUCTS_VERSION_KEY = 'products';

export function toProduct(row: ProductRow): Product {
  const images = fromJson<string[]>(row.images, []);
  return {
    id: row.id,
    cover: images[0] ?? '',
    images,
    name: row.name,
    code: row.code,
    sku: row.sku,
    tags: fromJson<string[]>(row.tags, []),
    price: Number(row.price),
    priceSale: row.price_sale === null ? null : Number(row.price_sale),
    totalRating: Number(row.total_rating),
    totalReview: Number(row.total_review),
    ratings: fromJson<ProductRating[]>(row.ratings, []),
    reviews: fromJson<ProductReview[]>(row.reviews, []),
    colors: fromJson<string[]>(row.colors, []),
    status: row.status as ProductStatus,
    inventoryType: row.inventory_type as InventoryType,
    sizes: fromJson<string[]>(row.sizes, []),
    available: Number(row.available),
    description: row.description,
    sold: Number(row.sold),
    createdAt: row.created_at,
    category: row.category as ProductCategory,
    gender: fromJson<ProductGender[]>(row.gender, []),
  };
}

/** The whole catalogue, newest first. */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toProduct);
}

/**
 * The product whose slug matches `nameOrSlug` (a slug, or a name in any case), or whose slug it was before a
 * rename (the answer then carries the current name, so the web can move to its slug).
 */
export async function findProductBySlug(db: Db, nameOrSlug: string): Promise<Product | undefined> {
  const slug = toSlug(nameOrSlug);
  const row =
    (await db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst()) ??
    (await db
      .selectFrom('product_slugs')
      .innerJoin('products', 'products.id', 'product_slugs.product_id')
      .selectAll('products')
      .where('product_slugs.slug', '=', slug)
      .executeTakeFirst());
  return row ? toProduct(row) : undefined;
}

export async function findProductById(db: Db, id: string): Promise<Product | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export type NewProduct = Omit<Product, 'cover'>;

export async function insertProduct(db: Db, product: NewProduct): Promise<void> {
  await writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
    await trx
      .insertInto('products')
      .values({
        id: product.id,
        slug: toSlug(product.name),
        name: product.name,
        code: product.code,
        sku: product.sku,
        images: toJson(product.images),
        tags: toJson(product.tags),
        price: product.price,
        price_sale: product.priceSale,
        total_rating: product.totalRating,
        total_review: product.totalReview,
        ratings: toJson(product.ratings),
        reviews: toJson(product.reviews),
        colors: toJson(product.colors),
        status: product.status,
        inventory_type: product.inventoryType,
        sizes: toJson(product.sizes),
        available: product.available,
        description: product.description,
        sold: product.sold,
        category: product.category,
        gender: toJson(product.gender),
        created_at: product.createdAt,
        ...catalogueColumnsOf(product),
      })
      .execute();
  });
}
