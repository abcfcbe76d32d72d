import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@/contract/account';
import { api } from '@/web/lib/api';

export function changePassword(request: ChangePasswordRequest) {
  return api.post('/api/account/change-password', request);
}

/** Changes the password; the server signs the account's other sessions out, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
