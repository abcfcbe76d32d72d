import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAccountGeneralRequest } from '@/contract/account-settings';
import type { MyAccountResponse } from '@/contract/account';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';
import { accountQueryKeys } from './account-query-keys';

export function updateAccountGeneral(changes: UpdateAccountGeneralRequest): Promise<MyAccountResponse> {
  return api.post('/api/user/account/general/update', changes);
}

/**
 * Saves the General tab: the signed-in account (header, sidebar) becomes the answer at once, and the user area's
 * answers that show the account (profile, cards) load afresh when next shown.
 */
export function useUpdateAccountGeneral() {
  const queryClient = useQueryClient();
  const updateUser = useAuth((state) => state.updateUser);
  return useMutation({
    mutationFn: updateAccountGeneral,
    onSuccess: ({ user }) => {
      updateUser(user);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.userArea, refetchType: 'none' });
    },
  });
}
