import { useEffect } from 'react';
import { LIVE_TICKET_PATH } from '@/contract/live-rules';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';
import { startLiveConnection } from './live-connection';

/** A stream ticket through the app's client: it sends the Bearer token, and a 401 ends the session. */
const getTicket = async () => (await api.post(LIVE_TICKET_PATH)).ticket;

/**
 * Keeps one live stream open while a user is signed in (the dashboard layout calls it): opened on sign-in, closed
 * on sign-out, and opened anew for another account.
 */
export function useLiveConnection(): void {
  const userId = useAuth((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  useEffect(() => {
    if (!userId) return;
    return startLiveConnection({ getTicket });
  }, [userId]);
}
