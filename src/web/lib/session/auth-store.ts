import { create } from 'zustand';
import type { AccountUser, LoginRequest, RegisterRequest, SessionResponse } from '@/contract/account';
import { AccountBanned } from '@/contract/client-errors';
import { ApiRequestError, type HttpClient } from '@/web/lib/http-client';
import { api } from '@/web/lib/api';
import { session } from './token-session';

export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: AccountUser | null;
  /**
   * The server ended the session because the account is banned: the login screen says so until the next
   * sign-in attempt.
   */
  bannedNotice: boolean;
  /** Restores the stored session on load: called twice (main.tsx starts it early, the app again), it asks once. */
  initialize(): Promise<void>;
  login(credentials: LoginRequest, remember?: boolean): Promise<void>;
  register(details: RegisterRequest): Promise<void>;
  /** Ends the session on the server, then here; signed out locally even when the server cannot be reached. */
  logout(): Promise<void>;
  /** The account as the server answered a change of it (account settings): the header and sidebar show it at once. */
  updateUser(user: AccountUser): void;
  /** A session another way of signing in started (a provider's round trip): remembered like a password sign-in. */
  adoptSession(session: SessionResponse): void;
}

/** The signed-in user: sign-in, registration, restoring the session on load and logout, against the given HTTP client. */
export function createAuthStore(http: HttpClient) {
  return create<AuthState>()((set) => {
    session.onExpired((refusal) =>
      set({
        isAuthenticated: false,
        user: null,
        bannedNotice: refusal?.code === AccountBanned.code,
      }),
    );
    let restoring: Promise<void> | undefined;
    const restore = async () => {
      if (!session.restore()) {
        set({ isInitialized: true, isAuthenticated: false, user: null });
        return;
      }
      try {
        const { user } = await http.get('/api/account/my-account');
        set({ isInitialized: true, isAuthenticated: true, user });
      } catch (error) {
        // Only a token the server refuses is forgotten. A call cut short (the page navigated or reloaded
        // meanwhile, the network dropped, the server failed) keeps it stored: the next load tries again.
        const refused = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
        if (refused) session.clear();
        else console.error('Could not load the signed-in account', error);
        set({ isInitialized: true, isAuthenticated: false, user: null });
      }
    };
    const signIn = ({ accessToken, user }: SessionResponse, remember = true) => {
      session.set(accessToken, remember);
      set({ isAuthenticated: true, user, isInitialized: true });
    };
    return {
      // A visitor with no stored token is known to be signed out at once: the app renders without a wait
      // (and a page rendered at build time, as a signed-out visitor, matches the first render).
      isInitialized: typeof window === 'undefined' || !session.hasStoredToken(),
      isAuthenticated: false,
      user: null,
      bannedNotice: false,
      initialize() {
        restoring ??= restore();
        return restoring;
      },
      async login(credentials, remember = true) {
        set({ bannedNotice: false });
        signIn(await http.post('/api/account/login', credentials), remember);
      },
      async register(details) {
        signIn(await http.post('/api/account/register', details));
      },
      async logout() {
        try {
          await http.post('/api/account/logout');
        } catch (error) {
          // Offline or already revoked: the token is forgotten here all the same.
          console.warn('Could not end the session on the server', error);
        } finally {
          session.clear();
          set({ isAuthenticated: false, user: null });
        }
      },
      adoptSession(started) {
        set({ bannedNotice: false });
        signIn(started);
      },
      updateUser(user) {
        set((state) => (state.isAuthenticated && state.user?.id === user.id ? { user } : {}));
      },
    };
  });
}

export const useAuth = createAuthStore(api);
