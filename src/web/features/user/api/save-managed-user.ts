import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ManagedUserResponse, NewManagedUserRequest, UpdateManagedUserRequest } from '@/contract/user';
import { api } from '@/web/lib/api';
import { managedUserQueryKeys } from './managed-user-query-keys';

export function createManagedUser(user: NewManagedUserRequest): Promise<ManagedUserResponse> {
  return api.post('/api/user/manage-users/new', user);
}

export function updateManagedUser(change: UpdateManagedUserRequest): Promise<ManagedUserResponse> {
  return api.post('/api/user/manage-users/update', change);
}

/** The saved account is the one the edit form shows from now on; every other answer about accounts is asked again. */
async function remember(queryClient: QueryClient, { user }: ManagedUserResponse) {
  queryClient.setQueryData(managedUserQueryKeys.one(user.id), { user });
  await queryClient.invalidateQueries({
    queryKey: managedUserQueryKeys.all,
    predicate: (query) => query.queryKey[2] !== user.id,
  });
}

/** Creates an account (admins only); the server mails it a link to set its password. */
export function useCreateManagedUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createManagedUser, onSuccess: (data) => remember(queryClient, data) });
}

/** Saves a changed account (admins only), its ban and access role included. */
export function useUpdateManagedUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateManagedUser, onSuccess: (data) => remember(queryClient, data) });
}
