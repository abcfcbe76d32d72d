import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@/contract/account-recovery';
import { api } from '@/web/lib/api';

/** Asks for a reset mail (link and 6-digit code); the answer is the same whether or not the account exists. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api.post('/api/account/reset-password', body),
  });
}
