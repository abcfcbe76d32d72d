import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { managedUserKeys } from './managed-user-keys';

/** Deletes one account, or several at once (all or none); resolves with the ids deleted. */
export async function deleteManagedUsers(userIds: string[]): Promise<string[]> {
  if (userIds.length === 1) return [(await api.post('/api/user/manage-users/delete', { userId: userIds[0]! })).userId];
  return (await api.post('/api/user/manage-users/delete-many', { userIds })).userIds;
}

/** Deletes accounts with their private data (admins only); the list asks again. */
export function useDeleteManagedUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteManagedUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedUserKeys.all }),
  });
}
