import type { UserListQuery } from '@/web/features/user/components/user-list/user-list-query';

/** Every query of user management sits under ['managed-users'], so a write can refresh them all at once. */
export const managedUserKeys = {
  all: ['managed-users'] as const,
  list: (query: UserListQuery) => ['managed-users', 'list', query] as const,
  one: (id: string) => ['managed-users', 'one', id] as const,
};
