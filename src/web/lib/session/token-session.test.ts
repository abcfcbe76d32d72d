import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidToken, session, tokenExpiry } from './token-session';

const jwt = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify(payload)).replace(/=+$/, ''), 'sig'].join('.');

describe('the session token', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    session.clear();
  });

  it('is valid only while its expiry is in the future', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(tokenExpiry(jwt({ exp: 100 }))).toBe(100);
    expect(isValidToken(jwt({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isValidToken(jwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isValidToken(jwt({}), now)).toBe(false);
    expect(isValidToken('garbage', now)).toBe(false);
    expect(isValidToken(null, now)).toBe(false);
  });

  it('is kept under localStorage accessToken when remembered, else for the browser session only', () => {
    const token = jwt({ exp: Date.now() / 1000 + 3600 });
    session.set(token, true);
    expect(localStorage.getItem('accessToken')).toBe(token);
    session.set(token, false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBe(token);
    session.clear();
    expect(session.restore()).toBeNull();
  });

  it('drops an expired stored token on restore and tells listeners when the server ends it', () => {
    localStorage.setItem('accessToken', jwt({ exp: 1 }));
    expect(session.restore()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    const listener = vi.fn();
    const stop = session.onExpired(listener);
    session.set(jwt({ exp: Date.now() / 1000 + 3600 }));
    session.expire();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.getToken()).toBeNull();
    stop();
  });
});
