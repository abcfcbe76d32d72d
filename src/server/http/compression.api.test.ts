import { expect, it } from 'vitest';
import { describeApi } from '@/server/testing/api-server';

// What the server writes at request time (API answers, HTML) is compressed for a client that accepts it; the
// web app's built files come compressed already (.br/.gz beside each), and a stream is never held back.
describeApi('response compression', (server, engine) => {
  const get = (path: string, acceptEncoding: string) =>
    fetch(`${server.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${server.adminToken}`, 'accept-encoding': acceptEncoding },
    });

  it('gzips a JSON answer for a client that accepts it, and says it varies with Accept-Encoding', async () => {
    const response = await get('/api/dashboard/app?period=30d', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decodes it: the answer is the summary as ever.
    expect(await response.json()).toHaveProperty('featuredPosts');
  });

  it('sends a JSON answer as it is to a client that accepts no compression', async () => {
    const response = await get('/api/dashboard/app?period=30d', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toHaveProperty('featuredPosts');
  });

  it('leaves files as they are: their own encoding and validators', async () => {
    const image = await get('/images/avatar/1.svg', 'gzip');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('etag')).toMatch(/^"/);
  });

  // The page is the API reference, which the demo answers with 404 (replaced-modules.ts).
  it.skipIf(engine === 'demo')('gzips an HTML page made at request time', async () => {
    const response = await get('/api/docs', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
