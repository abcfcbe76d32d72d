// The shop's option lists, limits, rules and messages, apart from the schemas so that screens can use them
// without loading zod (the schemas load with the forms that validate).

import { messagesOf, type ErrorCatalogue } from './errors';

/** The shop's colour swatches (8 colours). */
export const productColors = [
  '#00AB55',
  '#000000',
  '#FFFFFF',
  '#FFC0CB',
  '#FF4842',
  '#1890FF',
  '#94D82D',
  '#FFC107',
] as const;

/** Readable names of the shop's colours (the swatches' labels), keyed by the hex value. */
export const colorNames: Record<(typeof productColors)[number], string> = {
  '#00AB55': 'green',
  '#000000': 'black',
  '#FFFFFF': 'white',
  '#FFC0CB': 'pink',
  '#FF4842': 'red',
  '#1890FF': 'blue',
  '#94D82D': 'lime',
  '#FFC107': 'yellow',
};
export const colorNameKey = (hex: string) =>
  colorNames[hex.toUpperCase() as keyof typeof colorNames] ?? 'other';

/** Sizes the shop sells (6 to 13). */
export const productSizes = ['6', '7', '8', '9', '10', '11', '12', '13'] as const;
export const productCategories = ['Shoes', 'Apparel', 'Accessories'] as const;
export const productGenders = ['Men', 'Women', 'Kids'] as const;
export const productStatuses = ['sale', 'new', ''] as const;
export const inventoryTypes = ['in_stock', 'out_of_stock', 'low_stock'] as const;
export const ratingNames = ['1 Star', '2 Star', '3 Star', '4 Star', '5 Star'] as const;

/** Value ranges of the catalogue. */
export const ProductLimits = {
  price: { min: 4, max: 99 },
  priceSale: { min: 19, max: 29 },
  totalRating: { min: 0, max: 5 },
  reviewRating: { min: 1, max: 5 },
  helpful: { min: 1, max: 500 },
} as const;

export type ProductCategory = (typeof productCategories)[number];
export type ProductGender = (typeof productGenders)[number];
export type ProductStatus = (typeof productStatuses)[number];
export type InventoryType = (typeof inventoryTypes)[number];

/** Largest page of the catalogue query. */
export const PRODUCT_PAGE_SIZE_MAX = 100;
/** The shop's page size when the request names none. */
export const PRODUCT_PAGE_SIZE_DEFAULT = 24;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 50_000;
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_TAG_MAX_LENGTH = 40;
export const PRODUCT_TAGS_MAX = 10;
export const PRODUCT_CODE_MAX_LENGTH = 40;
export const PRODUCT_PRICE_MAX = 100_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
export const PRODUCT_REVIEW_MAX_LENGTH = 2000;
/** Most products one bulk delete removes. */
export const PRODUCT_BULK_DELETE_MAX = 100;
/** Fewer units than this (but some) count as low stock. */
export const PRODUCT_LOW_STOCK_BELOW = 10;

/** The orders of the catalogue query: the shop's four, and the admin grid's columns both ways. */
export const productSortOptions = [
  'featured',
  'newest',
  'priceDesc',
  'priceAsc',
  'nameAsc',
  'nameDesc',
  'inventoryAsc',
  'inventoryDesc',
  'createdAtAsc',
  'createdAtDesc',
  'statusAsc',
  'statusDesc',
] as const;
export type ProductSort = (typeof productSortOptions)[number];
/** The status filter's values: `none` stands for products with neither sale nor new (status ''). */
export const productStatusFilters = ['sale', 'new', 'none'] as const;
export type ProductStatusFilter = (typeof productStatusFilters)[number];

export const ProductErrors = {
  nameRequired: { code: 'products.name_required', message: 'Name is required' },
  nameTooLong: {
    code: 'products.name_too_long',
    message: `Name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`,
  },
  nameWithoutWords: { code: 'products.name_without_words', message: 'Name must contain letters or digits' },
  nameTaken: { code: 'products.name_taken', message: 'A product with this name already exists' },
  nameReserved: {
    code: 'products.name_reserved',
    message: 'This name is reserved: its address is a screen of the shop',
  },
  descriptionRequired: { code: 'products.description_required', message: 'Description is required' },
  descriptionTooLong: {
    code: 'products.description_too_long',
    message: `Description must be at most ${PRODUCT_DESCRIPTION_MAX_LENGTH} characters`,
  },
  imagesRequired: { code: 'products.images_required', message: 'Images is required' },
  imageInvalid: { code: 'products.image_invalid', message: 'Images must be images uploaded to this site' },
  tooManyImages: { code: 'products.too_many_images', message: `At most ${PRODUCT_IMAGES_MAX} images` },
  tagInvalid: {
    code: 'products.tag_invalid',
    message: `Each tag must be 1 to ${PRODUCT_TAG_MAX_LENGTH} characters`,
  },
  tooManyTags: { code: 'products.too_many_tags', message: `At most ${PRODUCT_TAGS_MAX} tags` },
  codeInvalid: {
    code: 'products.code_invalid',
    message: `Product code and SKU must be at most ${PRODUCT_CODE_MAX_LENGTH} characters`,
  },
  genderInvalid: {
    code: 'products.gender_invalid',
    message: `Gender must be among ${productGenders.join(', ')}`,
  },
  categoryInvalid: {
    code: 'products.category_invalid',
    message: `Category must be one of ${productCategories.join(', ')}`,
  },
  colorInvalid: { code: 'products.color_invalid', message: 'Colors must be among the shop’s colours' },
  sizeInvalid: { code: 'products.size_invalid', message: `Sizes must be among ${productSizes.join(', ')}` },
  priceRequired: { code: 'products.price_required', message: 'Price is required' },
  priceInvalid: {
    code: 'products.price_invalid',
    message: `Price must be a number above 0 and at most ${PRODUCT_PRICE_MAX}`,
  },
  priceSaleInvalid: {
    code: 'products.price_sale_invalid',
    message: 'Sale price must be a number above 0 and below the price',
  },
  stockInvalid: {
    code: 'products.stock_invalid',
    message: `Stock must be a whole number from 0 to ${PRODUCT_STOCK_MAX}`,
  },
  statusInvalid: { code: 'products.status_invalid', message: 'Status must be sale, new or none' },
  productIdRequired: { code: 'products.product_id_required', message: 'Product id is required' },
  productIdsRequired: { code: 'products.product_ids_required', message: 'Choose at least one product' },
  tooManyProductIds: {
    code: 'products.too_many_product_ids',
    message: `At most ${PRODUCT_BULK_DELETE_MAX} products at once`,
  },
  queryInvalid: {
    code: 'products.query_invalid',
    message: `Search must be text of at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`,
  },
  priceRangeInvalid: {
    code: 'products.price_range_invalid',
    message: 'Price range must be numbers of 0 or more, the minimum not above the maximum',
  },
  ratingInvalid: { code: 'products.rating_invalid', message: 'Rating must be a number from 0 to 5' },
  inStockInvalid: { code: 'products.in_stock_invalid', message: 'In stock must be true or false' },
  inventoryInvalid: {
    code: 'products.inventory_invalid',
    message: `Inventory must be among ${inventoryTypes.join(', ')}`,
  },
  sortInvalid: {
    code: 'products.sort_invalid',
    message: `Sort must be one of ${productSortOptions.join(', ')}`,
  },
  pageInvalid: { code: 'products.page_invalid', message: 'Page must be a whole number of 1 or more' },
  pageSizeInvalid: {
    code: 'products.page_size_invalid',
    message: `Page size must be a whole number from 1 to ${PRODUCT_PAGE_SIZE_MAX}`,
  },
  reviewRatingInvalid: {
    code: 'products.review_rating_invalid',
    message: 'Rating must be a whole number from 1 to 5',
  },
  reviewCommentRequired: { code: 'products.review_comment_required', message: 'Review is required' },
  reviewCommentTooLong: {
    code: 'products.review_comment_too_long',
    message: `Review must be at most ${PRODUCT_REVIEW_MAX_LENGTH} characters`,
  },
  reviewExists: { code: 'products.review_exists', message: 'You have already reviewed this product' },
} as const satisfies ErrorCatalogue;

/** Who may create, change and delete products: admins only (DECISIONS §3). */
export const mayChangeProducts = (user: { role: string }): boolean => user.role === 'admin';

/** The inventory type a stock level shows as: none left, a few left, or plenty. */
export function inventoryTypeOf(available: number): InventoryType {
  if (available <= 0) return 'out_of_stock';
  return available < PRODUCT_LOW_STOCK_BELOW ? 'low_stock' : 'in_stock';
}
/** What a shopper pays: the sale price while set, else the price. */
export const effectivePriceOf = (product: { price: number; priceSale: number | null }) =>
  product.priceSale ?? product.price;
export const ProductValidation = messagesOf(ProductErrors);
