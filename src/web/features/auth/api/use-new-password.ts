import { useMutation } from '@tanstack/react-query';
import type { NewPasswordRequest } from '@/contract/account-recovery';
import { api } from '@/web/lib/api';
import { session } from '@/web/lib/session/token-session';
import { useAuth } from '@/web/lib/session/auth-store';

/** Sets the password with a one-time token; the answer is a session, so the user is signed in at once. */
export function useNewPassword() {
  return useMutation({
    mutationFn: (body: NewPasswordRequest) => api.post('/api/account/new-password', body),
    onSuccess: ({ accessToken, user }) => {
      session.set(accessToken);
      useAuth.setState({ isAuthenticated: true, isInitialized: true, user });
    },
  });
}
