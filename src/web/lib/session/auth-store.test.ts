import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type HttpClient } from '@/web/lib/http-client';
import { createAuthStore } from './auth-store';
import { session } from './token-session';

const token = ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).replace(/=+$/, ''), 'sig'].join('.');
const clientFailingWith = (error: unknown) => ({ get: vi.fn().mockRejectedValue(error) }) as unknown as HttpClient;

describe('restoring the session on load', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', token);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('forgets the token the server refuses', async () => {
    const store = createAuthStore(clientFailingWith(new ApiRequestError(401, { code: 'auth.invalid_token', message: 'Invalid token' })));
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('keeps the token when the call is cut short or the server fails, so the next load signs in again', async () => {
    for (const error of [new TypeError('Failed to fetch'), new DOMException('aborted', 'AbortError'), new ApiRequestError(503, { code: 'x', message: 'Down' })]) {
      const store = createAuthStore(clientFailingWith(error));
      await store.getState().initialize();
      expect(store.getState().isAuthenticated).toBe(false);
      expect(localStorage.getItem('accessToken'), String(error)).toBe(token);
    }
  });
});

describe('a change of the signed-in account', () => {
  const account = {
    id: 'u1',
    displayName: 'Morgan Member',
    email: 'morgan@example.com',
    photoURL: '',
    phoneNumber: '',
    country: '',
    address: '',
    state: '',
    city: '',
    zipCode: '',
    about: '',
    role: 'user' as const,
    isPublic: true,
  };
  const signedInStore = async () => {
    const http = { post: vi.fn().mockResolvedValue({ accessToken: token, user: account }) } as unknown as HttpClient;
    const store = createAuthStore(http);
    await store.getState().login({ email: account.email, password: 'secret' });
    return store;
  };
  afterEach(() => session.clear());

  it('replaces the account everything shows (header, sidebar)', async () => {
    const store = await signedInStore();
    store.getState().updateUser({ ...account, displayName: 'Morgan Q. Member', photoURL: '/uploads/me.png' });
    expect(store.getState().user).toMatchObject({ displayName: 'Morgan Q. Member', photoURL: '/uploads/me.png' });
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('ignores an answer for another account or after signing out', async () => {
    const store = await signedInStore();
    store.getState().updateUser({ ...account, id: 'u2', displayName: 'Someone Else' });
    expect(store.getState().user?.displayName).toBe('Morgan Member');
    store.setState({ isAuthenticated: false, user: null });
    store.getState().updateUser(account);
    expect(store.getState().user).toBeNull();
  });
});
