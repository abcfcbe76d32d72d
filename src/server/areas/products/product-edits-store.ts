import type { Updateable } from 'kysely';
import { ApiErrors } from '@/contract/errors';
import type { NewProductRequest, NewProductReviewRequest } from '@/contract/product-catalogue';
import {
  ProductErrors,
  inventoryTypeOf,
  ratingNames,
  type Product,
  type ProductRating,
  type ProductReview,
} from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { fromJson, toJson } from '@/server/db/columns';
import { writeBumping } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';
import { ApiError, fieldError, notFound } from '@/server/http/api-error';
import { catalogueColumnsOf } from './catalogue-columns';
import { findProductById, insertProduct, PRODUCTS_VERSION_KEY, toProduct } from './products-store';
import type { ProductsTable } from './tables';

/** The product form's fields, the description already sanitized. */
export type ProductFields = NewProductRequest;

const slugHolder = (db: Db, slug: string) =>
  db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();

/** 400 on the name when another product's name has the same slug. */
async function claimSlug(db: Db, slug: string, productId: string): Promise<void> {
  const holder = await slugHolder(db, slug);
  if (holder && holder.id !== productId) throw fieldError('name', ProductErrors.nameTaken);
  // A current name outranks a former one: the slug no longer leads to the product that had it before.
  await db.deleteFrom('product_slugs').where('slug', '=', slug).execute();
}

/** A unique-slug race lost to another write: the same 400 as when it is seen beforehand. */
async function asNameTaken<T>(db: Db, slug: string, productId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const holder = await slugHolder(db, slug);
    if (holder && holder.id !== productId) throw fieldError('name', ProductErrors.nameTaken);
    throw error;
  }
}

const emptyRatings = (): ProductRating[] => ratingNames.map((name) => ({ name, starCount: 0, reviewCount: 0 }));

/** A new product with no sales and no reviews yet. */
export async function createProduct(db: Db, id: string, fields: ProductFields, createdAt: string): Promise<Product> {
  const slug = toSlug(fields.name);
  await asNameTaken(db, slug, id, () =>
    writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
      await claimSlug(trx, slug, id);
      await insertProduct(trx, {
        id,
        ...fields,
        inventoryType: inventoryTypeOf(fields.available),
        totalRating: 0,
        totalReview: 0,
        ratings: emptyRatings(),
        reviews: [],
        sold: 0,
        createdAt,
      });
    }),
  );
  return (await findProductById(db, id))!;
}

/**
 * Sets every field of the form on product `id` (404 when there is none); its sales, reviews and date stay.
 * The slug follows the name; the one it had before keeps finding the product.
 */
export async function updateProduct(db: Db, id: string, fields: ProductFields): Promise<Product> {
  const slug = toSlug(fields.name);
  const row: Updateable<ProductsTable> = {
    slug,
    name: fields.name,
    code: fields.code,
    sku: fields.sku,
    images: toJson(fields.images),
    tags: toJson(fields.tags),
    price: fields.price,
    price_sale: fields.priceSale,
    colors: toJson(fields.colors),
    status: fields.status,
    inventory_type: inventoryTypeOf(fields.available),
    sizes: toJson(fields.sizes),
    available: fields.available,
    description: fields.description,
    category: fields.category,
    gender: toJson(fields.gender),
    ...catalogueColumnsOf(fields),
  };
  await asNameTaken(db, slug, id, () =>
    writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
      const before = await trx.selectFrom('products').select('slug').where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound(ApiErrors.productNotFound);
      if (before.slug !== slug) {
        await claimSlug(trx, slug, id);
        await trx
          .insertInto('product_slugs')
          .values({ slug: before.slug, product_id: id })
          .onConflict((conflict) => conflict.column('slug').doUpdateSet({ product_id: id }))
          .execute();
      }
      await trx.updateTable('products').set(row).where('id', '=', id).execute();
    }),
  );
  return (await findProductById(db, id))!;
}

/** Removes product `id` with its former slugs and its reviewers (404 when there is none); answers what it was. */
export function deleteProduct(db: Db, id: string): Promise<Product> {
  return writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
    const row = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(ApiErrors.productNotFound);
    await trx.deleteFrom('product_slugs').where('product_id', '=', id).execute();
    await trx.deleteFrom('product_reviewers').where('product_id', '=', id).execute();
    await trx.deleteFrom('products').where('id', '=', id).execute();
    return toProduct(row);
  });
}

/**
 * Removes the products `ids` with their former slugs and reviewers, all in one transaction: when any of them is
 * missing, 404 and none is removed. Answers what they were.
 */
export function deleteProducts(db: Db, ids: readonly string[]): Promise<Product[]> {
  return writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
    const rows = await trx.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    if (rows.length !== new Set(ids).size) throw notFound(ApiErrors.productNotFound);
    await trx.deleteFrom('product_slugs').where('product_id', 'in', ids).execute();
    await trx.deleteFrom('product_reviewers').where('product_id', 'in', ids).execute();
    await trx.deleteFrom('products').where('id', 'in', ids).execute();
    return rows.map(toProduct);
  });
}

/** The rating summary once one more review with `stars` stars is in. */
export function withReview(ratings: ProductRating[], stars: number) {
  const next = ratingNames.map((name, i) => {
    const current = ratings.find((rating) => rating.name === name) ?? { name, starCount: 0, reviewCount: 0 };
    return i + 1 === stars
      ? { name, starCount: current.starCount + 1, reviewCount: current.reviewCount + 1 }
      : { ...current, name };
  });
  const count = next.reduce((sum, rating) => sum + rating.starCount, 0);
  const total = next.reduce((sum, rating, i) => sum + rating.starCount * (i + 1), 0);
  return { ratings: next, totalRating: count === 0 ? 0 : Math.round((total / count) * 10) / 10 };
}

export interface Reviewer {
  id: string;
  name: string;
  avatarUrl: string;
}

/**
 * Adds `reviewer`'s review of a product, newest first, and counts its stars into the rating summary, in one
 * transaction. 404 for no such product; 400 when the reviewer has reviewed it already. The first statement
 * locks the product's row, so concurrent reviews of one product are applied one after the other.
 */
export function addReview(
  db: Db,
  reviewer: Reviewer,
  input: NewProductReviewRequest & { id: string; postedAt: string },
): Promise<void> {
  return writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
    const locked = await trx
      .updateTable('products')
      .set((eb) => ({ total_review: eb('total_review', '+', 1) }))
      .where('id', '=', input.productId)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) throw notFound(ApiErrors.productNotFound);
    const already = await trx
      .selectFrom('product_reviewers')
      .select('user_id')
      .where('product_id', '=', input.productId)
      .where('user_id', '=', reviewer.id)
      .executeTakeFirst();
    if (already) throw fieldError('productId', ProductErrors.reviewExists);
    await trx.insertInto('product_reviewers').values({ product_id: input.productId, user_id: reviewer.id }).execute();

    const row = await trx
      .selectFrom('products')
      .select(['ratings', 'reviews'])
      .where('id', '=', input.productId)
      .executeTakeFirstOrThrow();
    const review: ProductReview = {
      id: input.id,
      name: reviewer.name,
      avatarUrl: reviewer.avatarUrl,
      comment: input.comment,
      rating: input.rating,
      // The verified-purchase mark: the reviewer has an order with this product.
      isPurchased: Boolean(
        await trx
          .selectFrom('order_lines')
          .innerJoin('orders', 'orders.id', 'order_lines.order_id')
          .select('order_lines.order_id')
          .where('orders.user_id', '=', reviewer.id)
          .where('order_lines.product_id', '=', input.productId)
          .executeTakeFirst(),
      ),
      helpful: 0,
      postedAt: input.postedAt,
    };
    const reviews = [review, ...fromJson<ProductReview[]>(row.reviews, [])];
    const { ratings, totalRating } = withReview(fromJson<ProductRating[]>(row.ratings, []), input.rating);
    await trx
      .updateTable('products')
      .set({
        reviews: toJson(reviews),
        ratings: toJson(ratings),
        total_rating: totalRating,
        total_review: reviews.length,
      })
      .where('id', '=', input.productId)
      .execute();
  });
}
