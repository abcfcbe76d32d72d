import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createHttpClient, type HttpClient } from '@/web/lib/http-client';
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

  it('asks the server once when started early (main.tsx) and again by the app', async () => {
    const user = { id: 'u1', displayName: 'Morgan Member' };
    const get = vi.fn().mockResolvedValue({ user });
    const store = createAuthStore({ get } as unknown as HttpClient);
    await Promise.all([store.getState().initialize(), store.getState().initialize()]);
    await store.getState().initialize();
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: true, user });
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

describe('a session the server ends', () => {
  const banned = { message: 'Account is banned', code: 'auth.account_banned' };
  const invalid = { message: 'Invalid authorization token', code: 'auth.token_invalid' };
  const user = { id: 'u1', displayName: 'Robin Member', email: 'robin@example.com', role: 'user' };
  const answering = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  /** A store signed in over a client whose refusals end the session, as the app's own client does. */
  const signedInStore = (fetch: typeof globalThis.fetch) => {
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: session.getToken, onUnauthorized: session.expire, fetch });
    const store = createAuthStore(http);
    session.set(token);
    store.setState({ isInitialized: true, isAuthenticated: true, user: user as never });
    return { http, store };
  };
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('signs out at the first call answered 403 Account is banned, and keeps the banned notice until the next sign-in', async () => {
    const fetch = answering(403, banned);
    const { http, store } = signedInStore(fetch);
    await expect(http.get('/api/user/profile')).rejects.toMatchObject({ status: 403, code: 'auth.account_banned' });
    expect(store.getState()).toMatchObject({ isAuthenticated: false, user: null, bannedNotice: true });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(session.getToken()).toBeNull();

    // The next attempt clears the notice; a refused one shows its own reason instead.
    fetch.mockImplementation(async () => new Response(JSON.stringify(banned), { status: 403 }));
    await expect(store.getState().login({ email: user.email, password: 'secret' })).rejects.toMatchObject({ code: 'auth.account_banned' });
    expect(store.getState()).toMatchObject({ isAuthenticated: false, bannedNotice: false });
  });

  it('also says so when a stored token of a banned account is restored on load', async () => {
    localStorage.setItem('accessToken', token);
    const store = createAuthStore(
      createHttpClient({ baseUrl: 'http://app.test', getToken: session.getToken, onUnauthorized: session.expire, fetch: answering(403, banned) }),
    );
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false, bannedNotice: true });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('signs out without the notice on 401, and keeps the session on any other 403', async () => {
    const expired = signedInStore(answering(401, invalid));
    await expect(expired.http.get('/api/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(expired.store.getState()).toMatchObject({ isAuthenticated: false, bannedNotice: false });

    const denied = signedInStore(answering(403, { message: 'Permission denied', code: 'auth.permission_denied' }));
    await expect(denied.http.get('/api/user/manage-users')).rejects.toMatchObject({ status: 403 });
    expect(denied.store.getState()).toMatchObject({ isAuthenticated: true, bannedNotice: false });
    expect(localStorage.getItem('accessToken')).toBe(token);
  });
});
