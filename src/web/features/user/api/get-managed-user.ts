import { useQuery } from '@tanstack/react-query';
import { ApiErrors } from '@/contract/errors';
import type { ManagedUserResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { ApiRequestError } from '@/web/lib/http-client';
import { managedUserKeys } from './managed-user-keys';

export function getManagedUser(username: string): Promise<ManagedUserResponse> {
  return api.get('/api/user/manage-users/user', { username });
}

export const isUserNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ApiErrors.userNotFound.code;

/** One account of the workspace by its username (admins only), for the edit form; an unknown one is not retried. */
export function useManagedUser(username: string) {
  return useQuery({
    queryKey: managedUserKeys.one(username),
    queryFn: () => getManagedUser(username),
    select: (data) => data.user,
    retry: (count, error) => !isUserNotFound(error) && count < 2,
  });
}
