import { useEffect } from 'react';
import { useAuth } from '@/web/lib/session/auth-store';
import { session } from '@/web/lib/session/token-session';
import { startLiveConnection } from './live-connection';

/**
 * Keeps one live stream open while a user is signed in (the dashboard layout calls it): opened on sign-in, closed
 * on sign-out, and opened anew for another account.
 */
export function useLiveConnection(): void {
  const userId = useAuth((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    return startLiveConnection({ getToken: session.getToken });
  }, [userId]);
}
