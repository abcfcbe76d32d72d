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
