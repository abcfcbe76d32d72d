import type { GridSortModel } from '@mui/x-data-grid';
import {
  DEFAULT_USER_LIST_SORT,
  USER_LIST_ROWS_PER_PAGE_DEFAULT,
  USER_LIST_SEARCH_MAX_LENGTH,
  sortOrders,
  userListRowsPerPage,
  userListSortFields,
  userListSortOf,
  userListStatusFilters,
  type SortOrder,
  type UserListRowsPerPage,
  type UserListSortField,
  type UserListStatusFilter,
} from '@/contract/user-list-query';
import { USER_TEXT_MAX_LENGTH } from '@/contract/user';

/** The grid's sortable columns; each sorts by the field of its name. */
export const userListSortableColumns = ['name', 'company', 'role', 'status'] as const satisfies UserListSortField[];
export type UserListSortableColumn = (typeof userListSortableColumns)[number];

/** What the list shows, as the address keeps it: tab, role, search, order and page. */
export interface UserListQuery {
  search: string;
  status: UserListStatusFilter;
  /** A job title; '' for every role. */
  role: string;
  orderBy: UserListSortField;
  order: SortOrder;
  /** 1 is the first page. */
  page: number;
  rowsPerPage: UserListRowsPerPage;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Without an order in the address: newest first; a field without a direction is ascending, as the API takes it. */
const defaultOrderOf = (orderBy: UserListSortField): SortOrder => userListSortOf({ orderBy }).order;

/** The query a set of search params stands for; anything unknown or broken is left at its default. */
export function readUserListQuery(params: URLSearchParams): UserListQuery {
  const orderBy = oneOf(params.get('orderBy'), userListSortFields, DEFAULT_USER_LIST_SORT.orderBy);
  const page = Number(params.get('page'));
  const rowsPerPage = Number(params.get('rowsPerPage'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, USER_LIST_SEARCH_MAX_LENGTH),
    status: oneOf(params.get('status'), userListStatusFilters, 'all'),
    role: (params.get('role') ?? '').trim().slice(0, USER_TEXT_MAX_LENGTH),
    orderBy,
    order: oneOf(params.get('order'), sortOrders, defaultOrderOf(orderBy)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    rowsPerPage: userListRowsPerPage.includes(rowsPerPage as UserListRowsPerPage)
      ? (rowsPerPage as UserListRowsPerPage)
      : USER_LIST_ROWS_PER_PAGE_DEFAULT,
  };
}

/** The search params of a query, defaults left out: the plain list has a plain address. */
export function writeUserListQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.role) params.set('role', query.role);
  if (query.orderBy !== DEFAULT_USER_LIST_SORT.orderBy) params.set('orderBy', query.orderBy);
  if (query.order !== defaultOrderOf(query.orderBy)) params.set('order', query.order);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.rowsPerPage !== USER_LIST_ROWS_PER_PAGE_DEFAULT) params.set('rowsPerPage', String(query.rowsPerPage));
  return params;
}

const isSortableColumn = (field: string): field is UserListSortableColumn =>
  (userListSortableColumns as readonly string[]).includes(field);

/** The grid's sort model of an order: none for an order no column shows (the default, newest first). */
export function sortModelOf({ orderBy, order }: Pick<UserListQuery, 'orderBy' | 'order'>): GridSortModel {
  return isSortableColumn(orderBy) ? [{ field: orderBy, sort: order }] : [];
}

/** The order of the grid's sort model; none (or a column without an order) is the default. */
export function sortOf(model: GridSortModel): Pick<UserListQuery, 'orderBy' | 'order'> {
  const [first] = model;
  if (!first?.sort || !isSortableColumn(first.field)) return { ...DEFAULT_USER_LIST_SORT };
  return { orderBy: first.field, order: first.sort };
}
