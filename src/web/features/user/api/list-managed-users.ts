import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedUserListResponse } from '@/contract/user-list-query';
import type { UserListQuery } from '@/web/features/user/components/user-list/user-list-query';
import { api } from '@/web/lib/api';
import { managedUserKeys } from './managed-user-keys';

export function listManagedUsers(query: UserListQuery): Promise<ManagedUserListResponse> {
  return api.get('/api/user/manage-users', {
    search: query.search || undefined,
    status: query.status,
    role: query.role || undefined,
    orderBy: query.orderBy,
    order: query.order,
    page: query.page,
    rowsPerPage: query.rowsPerPage,
  });
}

/**
 * One page of the workspace's accounts, searched, filtered, sorted and paged by the server; the last page shows
 * while the next loads. `enabled` false (not an admin): nothing is asked.
 */
export function useManagedUserList(query: UserListQuery, enabled: boolean) {
  return useQuery({
    queryKey: managedUserKeys.list(query),
    queryFn: () => listManagedUsers(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
