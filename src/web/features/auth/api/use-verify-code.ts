import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeRequest } from '@/contract/account-recovery';
import { api } from '@/web/lib/api';

/** Exchanges the 6-digit code of a reset mail for a one-time reset token. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: VerifyCodeRequest) => api.post('/api/account/verify', body),
  });
}
