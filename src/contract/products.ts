import { z } from 'zod';
import { isoDateTime } from './common';
import {
  inventoryTypes,
  ProductErrors,
  ProductLimits,
  productCategories,
  productGenders,
  productStatuses,
  ratingNames,
} from './product-rules';

export * from './product-rules';

export const productRatingSchema = z
  .object({
    name: z.enum(ratingNames),
    /** Everyone who gave this many stars, with or without a written review. */
    starCount: z.number().int().min(0),
    /** Written reviews with this many stars. */
    reviewCount: z.number().int().min(0),
  })
  .meta({ id: 'ProductRating' });
export type ProductRating = z.infer<typeof productRatingSchema>;

export const productReviewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string(),
    comment: z.string(),
    rating: z.number().int().min(ProductLimits.reviewRating.min).max(ProductLimits.reviewRating.max),
    isPurchased: z.boolean(),
    helpful: z.number().int().min(0),
    postedAt: isoDateTime,
  })
  .meta({ id: 'ProductReview' });
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productSchema = z
  .object({
    id: z.string(),
    /** The first of `images`. */
    cover: z.string(),
    images: z.array(z.string()),
    name: z.string(),
    code: z.string(),
    sku: z.string(),
    tags: z.array(z.string()),
    price: z.number(),
    /** The reduced price while on sale, else null. */
    priceSale: z.number().nullable(),
    /** Average of every star rating, 0 when there is none. */
    totalRating: z.number().min(0).max(5),
    /** Number of written reviews. */
    totalReview: z.number().int().min(0),
    ratings: z.array(productRatingSchema),
    reviews: z.array(productReviewSchema),
    colors: z.array(z.string()),
    status: z.enum(productStatuses),
    inventoryType: z.enum(inventoryTypes),
    sizes: z.array(z.string()),
    /** Units that can be ordered now. */
    available: z.number().int().min(0),
    /** HTML. */
    description: z.string(),
    sold: z.number().int().min(0),
    createdAt: isoDateTime,
    category: z.enum(productCategories),
    gender: z.array(z.enum(productGenders)),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/** `name` is the product's slug; a name in any case is turned into its slug. */
export const productQuerySchema = z
  .object({
    name: z.string({ error: ProductErrors.nameRequired.code }).trim().min(1, ProductErrors.nameRequired.code),
  })
  .meta({ id: 'ProductQuery' });
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const productsResponseSchema = z
  .object({ products: z.array(productSchema) })
  .meta({ id: 'ProductsResponse' });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const productResponseSchema = z.object({ product: productSchema }).meta({ id: 'ProductResponse' });
export type ProductResponse = z.infer<typeof productResponseSchema>;
