import {
  productCategories,
  productColors,
  productGenders,
  type ProductCategory,
  type ProductGender,
} from '@/contract/product-rules';

/** The shop's four orders (the catalogue query knows more, for the admin grid). */
export const shopSortOptions = ['featured', 'newest', 'priceDesc', 'priceAsc'] as const;
export type ShopSort = (typeof shopSortOptions)[number];
export const isShopSort = (value: unknown): value is ShopSort => shopSortOptions.includes(value as ShopSort);

/** Products per page of the grid. */
export const SHOP_PAGE_SIZE = 12;
/** The price slider's ends: at an end, that side has no bound. */
export const SHOP_PRICE_RANGE = { min: 0, max: 200 } as const;
/** The rating filter's choices: at least this many stars. */
export const shopRatingOptions = [4, 3, 2, 1] as const;

export type ShopCategory = 'All' | ProductCategory;

/** What the grid asks the server for; it lives in the address's search params. */
export interface ShopQuery {
  q: string;
  gender: ProductGender[];
  category: ShopCategory;
  colors: string[];
  priceMin?: number;
  priceMax?: number;
  rating?: number;
  sort: ShopSort;
  page: number;
}

const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  [...new Set((value ?? '').split(',').map((item) => item.trim()))].filter((item): item is T =>
    allowed.includes(item as T),
  );

const numberIn = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d{1,6}(\.\d{1,2})?$/.test(value)) return undefined;
  const number = Number(value);
  return number > min && number < max ? number : undefined;
};

/**
 * The query a set of search params stands for: unknown or broken values are left out, so any address
 * gives a query the server takes. Without `sort` in the address, `fallbackSort` (the stored one) applies.
 */
export function readShopQuery(params: URLSearchParams, fallbackSort: ShopSort = 'featured'): ShopQuery {
  const category = params.get('category');
  const sort = params.get('sort');
  let priceMin = numberIn(params.get('priceMin'), SHOP_PRICE_RANGE.min, SHOP_PRICE_RANGE.max);
  let priceMax = numberIn(params.get('priceMax'), SHOP_PRICE_RANGE.min, SHOP_PRICE_RANGE.max);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const rating = Number(params.get('rating'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    gender: listOf(params.get('gender'), productGenders),
    category: productCategories.includes(category as ProductCategory) ? (category as ProductCategory) : 'All',
    colors: listOf(params.get('colors'), productColors),
    priceMin,
    priceMax,
    rating: shopRatingOptions.includes(rating as (typeof shopRatingOptions)[number]) ? rating : undefined,
    sort: isShopSort(sort) ? sort : fallbackSort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search params of a query: defaults are left out, so the plain shop has a plain address. */
export function writeShopQuery(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.gender.length > 0) params.set('gender', query.gender.join(','));
  if (query.category !== 'All') params.set('category', query.category);
  if (query.colors.length > 0) params.set('colors', query.colors.join(','));
  if (query.priceMin !== undefined) params.set('priceMin', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('priceMax', String(query.priceMax));
  if (query.rating !== undefined) params.set('rating', String(query.rating));
  if (query.sort !== 'featured') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** One active filter as a removable chip. */
export type ShopFilterChip =
  | { kind: 'gender'; value: ProductGender }
  | { kind: 'category'; value: ProductCategory }
  | { kind: 'color'; value: string }
  | { kind: 'price'; min?: number; max?: number }
  | { kind: 'rating'; value: number };

export const chipKey = (chip: ShopFilterChip) =>
  chip.kind === 'price' ? 'price' : `${chip.kind}:${chip.value}`;

/** The active filters (search and order are not filters), in the drawer's order. */
export function activeFilterChips(query: ShopQuery): ShopFilterChip[] {
  return [
    ...query.gender.map((value) => ({ kind: 'gender', value }) as const),
    ...(query.category === 'All' ? [] : [{ kind: 'category', value: query.category } as const]),
    ...query.colors.map((value) => ({ kind: 'color', value }) as const),
    ...(query.priceMin === undefined && query.priceMax === undefined
      ? []
      : [{ kind: 'price', min: query.priceMin, max: query.priceMax } as const]),
    ...(query.rating === undefined ? [] : [{ kind: 'rating', value: query.rating } as const]),
  ];
}

/** The query without one filter, from its first page. */
export function removeFilter(query: ShopQuery, chip: ShopFilterChip): ShopQuery {
  const next = { ...query, page: 1 };
  switch (chip.kind) {
    case 'gender':
      return { ...next, gender: query.gender.filter((value) => value !== chip.value) };
    case 'category':
      return { ...next, category: 'All' };
    case 'color':
      return { ...next, colors: query.colors.filter((value) => value !== chip.value) };
    case 'price':
      return { ...next, priceMin: undefined, priceMax: undefined };
    case 'rating':
      return { ...next, rating: undefined };
  }
}

/** The query without any filter (search and order stay). */
export const clearFilters = (query: ShopQuery): ShopQuery => ({
  ...query,
  gender: [],
  category: 'All',
  colors: [],
  priceMin: undefined,
  priceMax: undefined,
  rating: undefined,
  page: 1,
});

export { colorNames, colorNameKey } from '@/contract/product-rules';
