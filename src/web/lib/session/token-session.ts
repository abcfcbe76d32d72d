import { StorageKey } from '@/web/lib/storage-keys';

/** The payload's `exp` (seconds) of a JWT, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A token is valid only if its expiry is in the future. */
export function isValidToken(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > now;
}

/** Why the server ended the session: the refusal's code (`auth.token_invalid`, `auth.account_banned`...). */
interface SessionRefusal {
  code: string;
}

type Listener = (refusal?: SessionRefusal) => void;
const expiredListeners = new Set<Listener>();
let token: string | null = null;

/**
 * The access token in memory and under `accessToken`: in localStorage when the user asked to be
 * remembered, else in sessionStorage (gone when the browser closes).
 */
export const session = {
  getToken: () => token,
  /** Whether a token is stored at all (expired or not), without touching it. */
  hasStoredToken: () =>
    Boolean(window.localStorage.getItem(StorageKey.accessToken) ?? window.sessionStorage.getItem(StorageKey.accessToken)),
  /** Reads the stored token; an expired or unreadable one is removed. */
  restore(): string | null {
    const stored =
      window.localStorage.getItem(StorageKey.accessToken) ?? window.sessionStorage.getItem(StorageKey.accessToken);
    token = isValidToken(stored) ? stored : null;
    if (!token) session.clear();
    return token;
  },
  set(next: string, remember = true) {
    session.clear();
    token = next;
    (remember ? window.localStorage : window.sessionStorage).setItem(StorageKey.accessToken, next);
  },
  clear() {
    token = null;
    window.localStorage.removeItem(StorageKey.accessToken);
    window.sessionStorage.removeItem(StorageKey.accessToken);
  },
  /** The server refused the token (with why): forget it and tell whoever keeps the signed-in state. */
  expire(refusal?: SessionRefusal) {
    session.clear();
    for (const listener of expiredListeners) listener(refusal);
  },
  onExpired(listener: Listener): () => void {
    expiredListeners.add(listener);
    return () => expiredListeners.delete(listener);
  },
};
