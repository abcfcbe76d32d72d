import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ManagedUserResponse,
  NewManagedUserResponse,
  ManagedUserStatus,
  NewManagedUserRequest,
  UpdateManagedUserRequest,
} from '@/contract/user';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';
import { managedUserKeys } from './managed-user-keys';

export function createManagedUser(user: NewManagedUserRequest): Promise<NewManagedUserResponse> {
  return api.post('/api/user/manage-users/new', user);
}

export function updateManagedUser(change: UpdateManagedUserRequest): Promise<ManagedUserResponse> {
  return api.post('/api/user/manage-users/update', change);
}

/**
 * The saved account is the one the edit form shows from now on; every other answer about accounts is asked again.
 * An admin who saved their own account sees the header and sidebar change at once.
 */
async function remember(queryClient: QueryClient, { user }: ManagedUserResponse) {
  queryClient.setQueryData(managedUserKeys.one(user.username), { user });
  const auth = useAuth.getState();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: managedUserKeys.all, predicate: (query) => query.queryKey[2] !== user.username }),
    auth.user?.id === user.id && api.get('/api/account/my-account').then((answer) => auth.updateUser(answer.user)),
  ]);
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

/** Bans an account (it can no longer sign in, its sessions stop working) or lifts the ban. */
export function useSetManagedUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: ManagedUserStatus }) =>
      updateManagedUser({ userId, updateUser: { status } }),
    onSuccess: (data) => remember(queryClient, data),
  });
}
