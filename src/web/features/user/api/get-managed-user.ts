import { useQuery } from '@tanstack/react-query';
import { ApiErrors } from '@/contract/errors';
import type { ManagedUserResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { ApiRequestError } from '@/web/lib/http-client';
import { managedUserKeys } from './managed-user-keys';

export function getManagedUser(id: string): Promise<ManagedUserResponse> {
  return api.get('/api/user/manage-users/user', { id });
}

export const isUserNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ApiErrors.userNotFound.code;

/** One account of the workspace by its id (admins only), for the edit form; an unknown id is not retried. */
export function useManagedUser(id: string) {
  return useQuery({
    queryKey: managedUserKeys.one(id),
    queryFn: () => getManagedUser(id),
    select: (data) => data.user,
    retry: (count, error) => !isUserNotFound(error) && count < 2,
  });
}
