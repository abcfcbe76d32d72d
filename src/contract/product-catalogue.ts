import { z } from 'zod';
import { idListRequestSchema, idListResponseSchema } from './id-list';
import { isOwnImageUrl } from './own-images';
import {
  PRODUCT_BULK_DELETE_MAX,
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_PAGE_SIZE_DEFAULT,
  PRODUCT_PAGE_SIZE_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_REVIEW_MAX_LENGTH,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_STOCK_MAX,
  PRODUCT_TAG_MAX_LENGTH,
  PRODUCT_TAGS_MAX,
  ProductErrors,
  inventoryTypes,
  productCategories,
  productColors,
  productGenders,
  productSchema,
  productSizes,
  productSortOptions,
  productStatuses,
  productStatusFilters,
} from './products';
import { toSlug } from './slug';
import { queryInteger } from './query-string';

const V = ProductErrors;

// ---- The catalogue query (GET /api/products/search) ----

/** An optional query-string number of 0 or more (decimals allowed). */
const queryNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}(\.\d{1,4})?$/, message)
    .transform(Number)
    .pipe(z.number().min(0, message).max(max, message))
    .optional();

/**
 * A filter of several values: repeated (`gender=Men&gender=Kids`) or comma-separated (`gender=Men,Kids`),
 * each one of `values`; none given is no filter.
 */
const queryList = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((item) => item.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(z.enum(values, { error: message })))
    .transform((items) => [...new Set(items)]);

export const productSearchQuerySchema = z
  .object({
    /** Part of the name, in any case. */
    q: z
      .string({ error: V.queryInvalid.code })
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH, V.queryInvalid.code)
      .optional()
      .default(''),
    /** Products for any of these (none: all). */
    gender: queryList(productGenders, V.genderInvalid.code),
    category: z
      .enum(['All', ...productCategories], { error: V.categoryInvalid.code })
      .optional()
      .default('All'),
    /** Products in any of these colours (none: all). */
    colors: queryList(productColors, V.colorInvalid.code),
    /** Bounds of the price a shopper pays (the sale price while set). */
    priceMin: queryNumber(PRODUCT_PRICE_MAX, V.priceRangeInvalid.code),
    priceMax: queryNumber(PRODUCT_PRICE_MAX, V.priceRangeInvalid.code),
    /** Average rating of at least this. */
    rating: queryNumber(5, V.ratingInvalid.code),
    /** true: only products that can be ordered now (false or absent: all). */
    inStock: z
      .enum(['true', 'false'], { error: V.inStockInvalid.code })
      .optional()
      .transform((value) => value === 'true'),
    /** Products with any of these statuses (none: all). */
    status: queryList(productStatusFilters, V.statusInvalid.code),
    /** Products with any of these inventory types (none: all), for the admin grid. */
    inventory: queryList(inventoryTypes, V.inventoryInvalid.code),
    sort: z.enum(productSortOptions, { error: V.sortInvalid.code }).optional().default('featured'),
    /** 1 is the first page. */
    page: queryInteger({ min: 1, max: 999_999_999, default: 1 }, V.pageInvalid.code),
    pageSize: queryInteger(
      { min: 1, max: PRODUCT_PAGE_SIZE_MAX, default: PRODUCT_PAGE_SIZE_DEFAULT },
      V.pageSizeInvalid.code,
    ),
  })
  .refine(
    (query) =>
      query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax,
    { message: V.priceRangeInvalid.code, path: ['priceMin'] },
  )
  .meta({ id: 'ProductSearchQuery' });
export type ProductSearchQueryInput = z.input<typeof productSearchQuerySchema>;
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/** One page of the catalogue: the products on it, how many match in all, and which page it is. */
export const productSearchResponseSchema = z
  .object({
    products: z.array(productSchema),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'ProductSearchResponse' });
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

// ---- The product form (POST /api/products/new, /update, /delete; admins only) ----

const productId = z.string({ error: V.productIdRequired.code }).trim().min(1, V.productIdRequired.code);

const listOf = <T extends z.ZodType>(item: T, message: string) =>
  z
    .array(item, { error: message })
    .default([])
    // The same value twice is one value.
    .transform((items) => [...new Set(items)] as z.output<T>[]);

const price = (missing: string, invalid: string) =>
  z
    .number({ error: missing })
    .positive(invalid)
    .max(PRODUCT_PRICE_MAX, invalid)
    // Prices are stored in cents' precision.
    .transform((value) => Math.round(value * 100) / 100);

export const newProductRequestSchema = z
  .object({
    name: z
      .string({ error: V.nameRequired.code })
      .trim()
      .min(1, V.nameRequired.code)
      .max(PRODUCT_NAME_MAX_LENGTH, V.nameTooLong.code)
      .refine((name) => toSlug(name) !== '', V.nameWithoutWords.code)
      // /product/new is the form for a new product: no product's address may be it.
      .refine((name) => toSlug(name) !== 'new', V.nameReserved.code),
    /** HTML from the editor; the server sanitizes it before it is stored. */
    description: z
      .string({ error: V.descriptionRequired.code })
      .trim()
      .min(1, V.descriptionRequired.code)
      .max(PRODUCT_DESCRIPTION_MAX_LENGTH, V.descriptionTooLong.code),
    /** Urls of images of this site (uploads or the generated art); the first is the cover. */
    images: z
      .array(z.string({ error: V.imageInvalid.code }).refine(isOwnImageUrl, V.imageInvalid.code), {
        error: V.imagesRequired.code,
      })
      .min(1, V.imagesRequired.code)
      .max(PRODUCT_IMAGES_MAX, V.tooManyImages.code),
    code: z
      .string({ error: V.codeInvalid.code })
      .trim()
      .max(PRODUCT_CODE_MAX_LENGTH, V.codeInvalid.code)
      .default(''),
    sku: z
      .string({ error: V.codeInvalid.code })
      .trim()
      .max(PRODUCT_CODE_MAX_LENGTH, V.codeInvalid.code)
      .default(''),
    tags: listOf(
      z
        .string({ error: V.tagInvalid.code })
        .trim()
        .min(1, V.tagInvalid.code)
        .max(PRODUCT_TAG_MAX_LENGTH, V.tagInvalid.code),
      V.tagInvalid.code,
    ).pipe(z.array(z.string()).max(PRODUCT_TAGS_MAX, V.tooManyTags.code)),
    gender: listOf(z.enum(productGenders, { error: V.genderInvalid.code }), V.genderInvalid.code),
    category: z.enum(productCategories, { error: V.categoryInvalid.code }),
    colors: listOf(z.enum(productColors, { error: V.colorInvalid.code }), V.colorInvalid.code),
    sizes: listOf(z.enum(productSizes, { error: V.sizeInvalid.code }), V.sizeInvalid.code),
    price: price(V.priceRequired.code, V.priceInvalid.code),
    /** The reduced price while on sale; null (or absent) for none. */
    priceSale: price(V.priceSaleInvalid.code, V.priceSaleInvalid.code).nullable().default(null),
    /** Units that can be ordered now; the inventory type follows from it. */
    available: z
      .number({ error: V.stockInvalid.code })
      .int(V.stockInvalid.code)
      .min(0, V.stockInvalid.code)
      .max(PRODUCT_STOCK_MAX, V.stockInvalid.code)
      .default(0),
    status: z.enum(productStatuses, { error: V.statusInvalid.code }).default(''),
  })
  .refine((product) => product.priceSale === null || product.priceSale < product.price, {
    message: V.priceSaleInvalid.code,
    path: ['priceSale'],
  })
  .meta({ id: 'NewProductRequest' });
/** What the form holds (defaults not applied yet). */
export type NewProductInput = z.input<typeof newProductRequestSchema>;
export type NewProductRequest = z.output<typeof newProductRequestSchema>;

/** The product by its id, with every field of the form as it is to be from now on. */
export const updateProductRequestSchema = newProductRequestSchema
  .safeExtend({ productId })
  .meta({ id: 'UpdateProductRequest' });
export type UpdateProductRequest = z.output<typeof updateProductRequestSchema>;

export const deleteProductRequestSchema = z.object({ productId }).meta({ id: 'DeleteProductRequest' });
export type DeleteProductRequest = z.infer<typeof deleteProductRequestSchema>;

export const deleteProductResponseSchema = z
  .object({ productId: z.string() })
  .meta({ id: 'DeleteProductResponse' });
export type DeleteProductResponse = z.infer<typeof deleteProductResponseSchema>;

/** The admin list's bulk delete: 1 to PRODUCT_BULK_DELETE_MAX ids (the same id twice is one). */
export const deleteProductsRequestSchema = idListRequestSchema('productIds', {
  id: productId,
  max: PRODUCT_BULK_DELETE_MAX,
  required: V.productIdsRequired.code,
  tooMany: V.tooManyProductIds.code,
}).meta({ id: 'DeleteProductsRequest' });
export type DeleteProductsRequest = z.output<typeof deleteProductsRequestSchema>;

/** The ids of the products deleted. */
export const deleteProductsResponseSchema = idListResponseSchema('productIds').meta({
  id: 'DeleteProductsResponse',
});
export type DeleteProductsResponse = z.infer<typeof deleteProductsResponseSchema>;

// ---- Reviews (POST /api/products/reviews/new; anyone signed in, once per product) ----

export const newProductReviewRequestSchema = z
  .object({
    productId,
    rating: z
      .number({ error: V.reviewRatingInvalid.code })
      .int(V.reviewRatingInvalid.code)
      .min(1, V.reviewRatingInvalid.code)
      .max(5, V.reviewRatingInvalid.code),
    comment: z
      .string({ error: V.reviewCommentRequired.code })
      .trim()
      .min(1, V.reviewCommentRequired.code)
      .max(PRODUCT_REVIEW_MAX_LENGTH, V.reviewCommentTooLong.code),
  })
  .meta({ id: 'NewProductReviewRequest' });
export type NewProductReviewRequest = z.infer<typeof newProductReviewRequestSchema>;
