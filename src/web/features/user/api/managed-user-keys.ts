import type { UserListQuery } from '@/web/features/user/components/user-list/user-list-query';

/** Every query of user management sits under ['managed-users'], so a write can refresh them all at once. */
export const managedUserKeys = {
  all: ['managed-users'] as const,
  list: (query: UserListQuery) => ['managed-users', 'list', query] as const,
  /** By username: the edit form's address names the account by it. */
  one: (username: string) => ['managed-users', 'one', username] as const,
};
