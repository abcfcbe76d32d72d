import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createHttpClient } from './http-client';

function respond(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

const login = { email: 'a@b.example', password: 'x' };

describe('the HTTP client', () => {
  it('sends the Bearer token and JSON, and resolves with the parsed body', async () => {
    const fetch = respond(200, { user: { id: '1' } });
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'tok', onUnauthorized: vi.fn(), fetch });
    await expect(http.post('/api/account/login', login)).resolves.toEqual({ user: { id: '1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://app.test/api/account/login');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init.body).toBe(JSON.stringify(login));
  });

  it('sends a file as the body with its own content type', async () => {
    const fetch = respond(200, { image: { url: '/uploads/a.png' } });
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'tok', onUnauthorized: vi.fn(), fetch });
    const file = new Blob(['png bytes'], { type: 'image/png' });
    await expect(http.postFile('/api/uploads/images/new', file)).resolves.toEqual({ image: { url: '/uploads/a.png' } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'image/png' });
    expect(init.body).toBe(file);
  });

  it('fetches a file with the Bearer token and resolves with its bytes; a refusal rejects with its code', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const fetch = vi.fn(async () => new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'tok', onUnauthorized: vi.fn(), fetch });
    const file = await http.getFile('/api/orders/order/pdf', { id: 'o1', lang: 'de' });
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://app.test/api/orders/order/pdf?id=o1&lang=de');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok' });

    const refused = createHttpClient({
      baseUrl: 'http://app.test',
      getToken: () => 'tok',
      onUnauthorized: vi.fn(),
      fetch: respond(404, { message: 'Order not found', code: 'orders.not_found' }),
    });
    await expect(refused.getFile('/api/orders/order/pdf', { id: 'x' })).rejects.toMatchObject({ status: 404, code: 'orders.not_found' });
  });

  it('puts query values in the URL', async () => {
    const fetch = respond(200, {});
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized: vi.fn(), fetch });
    await http.get('/api/blog/posts', { index: 0, step: 11 });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('http://app.test/api/blog/posts?index=0&step=11');
  });

  it('rejects with an ApiRequestError carrying the status, code and message of the answer', async () => {
    const http = createHttpClient({
      baseUrl: 'http://app.test',
      getToken: () => null,
      onUnauthorized: vi.fn(),
      fetch: respond(400, { message: 'Wrong password', code: 'auth.wrong_password' }),
    });
    const failure = await http.post('/api/account/login', login).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ status: 400, code: 'auth.wrong_password', message: 'Wrong password' });
  });

  it('rejects with "Something went wrong" when no envelope came back, or nothing at all', async () => {
    const empty = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized: vi.fn(), fetch: respond(502) });
    await expect(empty.get('/api/health')).rejects.toMatchObject({
      status: 502,
      code: 'network.unexpected_response',
      message: 'Something went wrong',
    });
    const offline = createHttpClient({
      baseUrl: 'http://app.test',
      getToken: () => null,
      onUnauthorized: vi.fn(),
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const failure = await offline.get('/api/health').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 0, code: 'network.failed', message: 'Something went wrong' });
  });

  it('ends the session when a call that carried a token is answered 401', async () => {
    const onUnauthorized = vi.fn();
    const invalid = { message: 'Invalid authorization token', code: 'auth.token_invalid' };
    const signedIn = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'old', onUnauthorized, fetch: respond(401, invalid) });
    await expect(signedIn.get('/api/chat/contacts')).rejects.toMatchObject({ status: 401, ...invalid });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const anonymous = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized, fetch: respond(401, invalid) });
    await expect(anonymous.get('/api/chat/contacts')).rejects.toBeInstanceOf(ApiRequestError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the account behind the token is banned (403 auth.account_banned), not on other 403s', async () => {
    const onUnauthorized = vi.fn();
    const banned = { message: 'Account is banned', code: 'auth.account_banned' };
    const signedIn = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'tok', onUnauthorized, fetch: respond(403, banned) });
    await expect(signedIn.get('/api/user/profile')).rejects.toMatchObject({ status: 403, ...banned });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({ status: 403, code: 'auth.account_banned' });

    const denied = { message: 'Permission denied', code: 'auth.permission_denied' };
    const member = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'tok', onUnauthorized, fetch: respond(403, denied) });
    await expect(member.get('/api/user/manage-users')).rejects.toMatchObject({ status: 403, ...denied });
    // Signing in to a banned account carries no token: the login screen shows that refusal itself.
    const anonymous = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized, fetch: respond(403, banned) });
    await expect(anonymous.post('/api/account/login', login)).rejects.toMatchObject({ status: 403, ...banned });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
