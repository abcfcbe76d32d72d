import type { GridSortModel } from '@mui/x-data-grid';
import {
  inventoryTypes,
  productStatusFilters,
  type InventoryType,
  type ProductSort,
  type ProductStatusFilter,
} from '@/contract/product-rules';

/** The page sizes the grid offers; the first is the default. */
export const productListPageSizes = [10, 25, 50] as const;
export type ProductListPageSize = (typeof productListPageSizes)[number];

/** The grid's sortable columns and the catalogue query's orders for each, ascending then descending. */
export const productListSorts = {
  name: ['nameAsc', 'nameDesc'],
  createdAt: ['createdAtAsc', 'createdAtDesc'],
  available: ['inventoryAsc', 'inventoryDesc'],
  price: ['priceAsc', 'priceDesc'],
  status: ['statusAsc', 'statusDesc'],
} as const satisfies Record<string, readonly [ProductSort, ProductSort]>;
export type ProductListField = keyof typeof productListSorts;
export type ProductListSort = (typeof productListSorts)[ProductListField][number];

/** Newest first. */
export const DEFAULT_PRODUCT_LIST_SORT: ProductListSort = 'createdAtDesc';

const listSorts = Object.values(productListSorts).flat() as ProductListSort[];
const isListSort = (value: unknown): value is ProductListSort => listSorts.includes(value as ProductListSort);

/** What the grid shows, as the address keeps it: search, filters, order and page. */
export interface ProductListQuery {
  q: string;
  status: ProductStatusFilter[];
  inventory: InventoryType[];
  sort: ProductListSort;
  /** 1 is the first page. */
  page: number;
  pageSize: ProductListPageSize;
}

const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  allowed.filter((item) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .includes(item),
  );

/** The query a set of search params stands for; anything unknown or broken is left at its default. */
export function readProductListQuery(params: URLSearchParams): ProductListQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: listOf(params.get('status'), productStatusFilters),
    inventory: listOf(params.get('inventory'), inventoryTypes),
    sort: isListSort(sort) ? sort : DEFAULT_PRODUCT_LIST_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: productListPageSizes.includes(pageSize as ProductListPageSize)
      ? (pageSize as ProductListPageSize)
      : productListPageSizes[0],
  };
}

/** The search params of a query, defaults left out: the plain list has a plain address. */
export function writeProductListQuery(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status.length > 0) params.set('status', query.status.join(','));
  if (query.inventory.length > 0) params.set('inventory', query.inventory.join(','));
  if (query.sort !== DEFAULT_PRODUCT_LIST_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== productListPageSizes[0]) params.set('pageSize', String(query.pageSize));
  return params;
}

/** The grid's sort model of an order. */
export function sortModelOf(sort: ProductListSort): GridSortModel {
  for (const [field, [asc, desc]] of Object.entries(productListSorts)) {
    if (sort === asc) return [{ field, sort: 'asc' }];
    if (sort === desc) return [{ field, sort: 'desc' }];
  }
  return [];
}

/** The order of the grid's sort model; none (or a column without an order) is the default. */
export function sortOf(model: GridSortModel): ProductListSort {
  const [first] = model;
  if (!first?.sort || !(first.field in productListSorts)) return DEFAULT_PRODUCT_LIST_SORT;
  const [asc, desc] = productListSorts[first.field as ProductListField];
  return first.sort === 'asc' ? asc : desc;
}
