import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUserResponse, ManagedUserStatus } from '@/contract/user';
import { api } from '@/web/lib/api';
import { managedUserKeys } from './managed-user-keys';

export function setManagedUserStatus({
  userId,
  status,
}: {
  userId: string;
  status: ManagedUserStatus;
}): Promise<ManagedUserResponse> {
  return api.post('/api/user/manage-users/update', { userId, updateUser: { status } });
}

/** Bans an account (it can no longer sign in, its sessions stop working) or lifts the ban; the list asks again. */
export function useSetManagedUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setManagedUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedUserKeys.all }),
  });
}
