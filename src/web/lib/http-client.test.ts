import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client';

function respond(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('the HTTP client', () => {
  it('sends the Bearer token and JSON, and resolves with the parsed body', async () => {
    const fetch = respond(200, { user: { id: '1' } });
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'tok', onUnauthorized: vi.fn(), fetch });
    await expect(http.post('/api/x', { a: 1 })).resolves.toEqual({ user: { id: '1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://app.test/api/x');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
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

  it('puts query values in the URL and leaves out empty ones', async () => {
    const fetch = respond(200, {});
    const http = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized: vi.fn(), fetch });
    await http.get('/api/blog/posts', { index: 0, step: 11, query: undefined });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('http://app.test/api/blog/posts?index=0&step=11');
  });

  it('rejects with the response body, or "Something went wrong" without one', async () => {
    const withBody = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized: vi.fn(), fetch: respond(400, { message: 'Wrong password' }) });
    await expect(withBody.post('/api/account/login', {})).rejects.toEqual({ message: 'Wrong password' });
    const empty = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized: vi.fn(), fetch: respond(500) });
    await expect(empty.get('/api/x')).rejects.toBe('Something went wrong');
    const offline = createHttpClient({
      baseUrl: 'http://app.test',
      getToken: () => null,
      onUnauthorized: vi.fn(),
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(offline.get('/api/x')).rejects.toBe('Something went wrong');
  });

  it('ends the session when a call that carried a token is answered 401', async () => {
    const onUnauthorized = vi.fn();
    const signedIn = createHttpClient({ baseUrl: 'http://app.test', getToken: () => 'old', onUnauthorized, fetch: respond(401, { message: 'Invalid authorization token' }) });
    await expect(signedIn.get('/api/chat/contacts')).rejects.toEqual({ message: 'Invalid authorization token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const anonymous = createHttpClient({ baseUrl: 'http://app.test', getToken: () => null, onUnauthorized, fetch: respond(401, {}) });
    await expect(anonymous.get('/api/x')).rejects.toEqual({});
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
