import { z } from 'zod';
import type { ErrorCatalogue } from './errors';
import { idListRequestSchema, idListResponseSchema } from './id-list';
import { queryInteger } from './query-string';
import { USER_TEXT_MAX_LENGTH, managedUserSchema } from './user';

// The admin's user list (GET /api/user/manage-users): one page of the workspace's accounts, searched, filtered
// and sorted by the database; and deleting several accounts at once (POST /api/user/manage-users/delete-many).

/** The page sizes the list offers. */
export const userListRowsPerPage = [5, 10, 25, 50] as const;
export type UserListRowsPerPage = (typeof userListRowsPerPage)[number];
export const USER_LIST_ROWS_PER_PAGE_DEFAULT: UserListRowsPerPage = 10;
export const USER_LIST_SEARCH_MAX_LENGTH = 100;
/** The role filter offers at most this many job titles (alphabetically first). */
export const USER_LIST_ROLES_MAX = 200;
/** How many accounts one bulk delete may remove. */
export const USER_BULK_DELETE_MAX = 100;

/** The status tabs: every account, or only the active or the banned ones. */
export const userListStatusFilters = ['all', 'active', 'banned'] as const;
export type UserListStatusFilter = (typeof userListStatusFilters)[number];

/** The fields the list sorts by; every order ends on the id, so pages never overlap. */
export const userListSortFields = ['name', 'email', 'company', 'role', 'status', 'createdAt'] as const;
export type UserListSortField = (typeof userListSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Without an order: newest first. */
export const DEFAULT_USER_LIST_SORT = { orderBy: 'createdAt', order: 'desc' } as const satisfies {
  orderBy: UserListSortField;
  order: SortOrder;
};

export const UserListErrors = {
  pageInvalid: { code: 'user.list_page_invalid', message: 'Page must be a whole number of 1 or more' },
  rowsPerPageInvalid: {
    code: 'user.list_rows_per_page_invalid',
    message: `Rows per page must be one of ${userListRowsPerPage.join(', ')}`,
  },
  searchInvalid: {
    code: 'user.list_search_invalid',
    message: `Search must be text of at most ${USER_LIST_SEARCH_MAX_LENGTH} characters`,
  },
  statusInvalid: {
    code: 'user.list_status_invalid',
    message: `Status must be one of ${userListStatusFilters.join(', ')}`,
  },
  roleInvalid: {
    code: 'user.list_role_invalid',
    message: `Role must be text of at most ${USER_TEXT_MAX_LENGTH} characters`,
  },
  orderByInvalid: {
    code: 'user.list_order_by_invalid',
    message: `Order by must be one of ${userListSortFields.join(', ')}`,
  },
  orderInvalid: { code: 'user.list_order_invalid', message: 'Order must be asc or desc' },
  userIdsRequired: { code: 'user.user_ids_required', message: 'Choose at least one user' },
  tooManyUserIds: {
    code: 'user.too_many_user_ids',
    message: `At most ${USER_BULK_DELETE_MAX} users at once`,
  },
  cannotDeleteLastAdmin: {
    code: 'user.cannot_delete_last_admin',
    message: 'The last admin cannot be deleted',
  },
} as const satisfies ErrorCatalogue;

const V = UserListErrors;

/** Who may see and change the workspace's accounts (DECISIONS §3). */
export const mayManageUsers = (user: { role: string }): boolean => user.role === 'admin';

export const userListQuerySchema = z
  .object({
    /** 1 is the first page. */
    page: queryInteger({ min: 1, max: 999_999_999, default: 1 }, V.pageInvalid.code),
    rowsPerPage: queryInteger(
      { min: 1, max: 999, default: USER_LIST_ROWS_PER_PAGE_DEFAULT },
      V.rowsPerPageInvalid.code,
    ).pipe(z.literal(userListRowsPerPage, { error: V.rowsPerPageInvalid.code })),
    /** Part of the name or of the email, in any case; empty: everyone. */
    search: z
      .string({ error: V.searchInvalid.code })
      .trim()
      .max(USER_LIST_SEARCH_MAX_LENGTH, V.searchInvalid.code)
      .default(''),
    status: z.enum(userListStatusFilters, { error: V.statusInvalid.code }).default('all'),
    /** A job title, matched exactly; empty: every role. */
    role: z
      .string({ error: V.roleInvalid.code })
      .trim()
      .max(USER_TEXT_MAX_LENGTH, V.roleInvalid.code)
      .default(''),
    orderBy: z.enum(userListSortFields, { error: V.orderByInvalid.code }).optional(),
    /** Without one: descending for createdAt (newest first), ascending for every other field. */
    order: z.enum(sortOrders, { error: V.orderInvalid.code }).optional(),
  })
  .meta({ id: 'UserListQuery' });
export type UserListQueryInput = z.input<typeof userListQuerySchema>;
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** The order a query asks for, its defaults filled in. */
export function userListSortOf(query: Pick<UserListQuery, 'orderBy' | 'order'>): {
  orderBy: UserListSortField;
  order: SortOrder;
} {
  const orderBy = query.orderBy ?? DEFAULT_USER_LIST_SORT.orderBy;
  return { orderBy, order: query.order ?? (orderBy === 'createdAt' ? 'desc' : 'asc') };
}

/** How many accounts each status tab holds, within the search and the role filter. */
const count = z.number().int().min(0);
const userListCountsSchema = z
  .object({ all: count, active: count, banned: count })
  .meta({ id: 'UserListCounts' });
export type UserListCounts = z.infer<typeof userListCountsSchema>;

export const managedUserListResponseSchema = z
  .object({
    /** The page. */
    users: z.array(managedUserSchema),
    /** How many accounts match the search and both filters. */
    total: count,
    counts: userListCountsSchema,
    /** The job titles the workspace's accounts hold, for the role filter (alphabetical, none empty). */
    roles: z.array(z.string()),
    page: z.number().int().min(1),
    rowsPerPage: z.number().int().min(1),
  })
  .meta({ id: 'ManagedUserListResponse' });
export type ManagedUserListResponse = z.infer<typeof managedUserListResponseSchema>;

/** The accounts to delete at once, all or none. */
export const deleteManagedUsersRequestSchema = idListRequestSchema('userIds', {
  id: z.string({ error: V.userIdsRequired.code }).trim().min(1, V.userIdsRequired.code),
  max: USER_BULK_DELETE_MAX,
  required: V.userIdsRequired.code,
  tooMany: V.tooManyUserIds.code,
}).meta({ id: 'DeleteManagedUsersRequest' });
export type DeleteManagedUsersRequest = z.output<typeof deleteManagedUsersRequestSchema>;

/** The ids of the accounts deleted. */
export const deleteManagedUsersResponseSchema = idListResponseSchema('userIds').meta({
  id: 'DeleteManagedUsersResponse',
});
export type DeleteManagedUsersResponse = z.infer<typeof deleteManagedUsersResponseSchema>;
