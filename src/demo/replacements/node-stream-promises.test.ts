import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ApiErrors, errorBody } from '@/contract/errors';
import { finished } from '@/demo/replacements/node-stream-promises';
import { limitBody } from '@/server/http/body-limit';

vi.mock('node:stream/promises', () => import('@/demo/replacements/node-stream-promises'));

describe('node:stream/promises in the demo', () => {
  it('counts any stream as finished at once', async () => {
    await expect(finished({}, { signal: new AbortController().signal })).resolves.toBeUndefined();
  });

  it('leaves body-limit refusing too large bodies with its 413, without a Node request to drain', async () => {
    const app = new Hono().post('/api/things', limitBody(8), (c) => c.json({ ok: true }));
    const refused = await app.request('/api/things', { method: 'POST', body: 'more than eight bytes' });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual(errorBody(ApiErrors.bodyTooLarge));
    const declared = await app.request('/api/things', {
      method: 'POST',
      body: 'more than eight bytes',
      headers: { 'content-length': '21' },
    });
    expect(declared.status).toBe(413);
    const taken = await app.request('/api/things', { method: 'POST', body: 'small' });
    expect(taken.status).toBe(200);
  });
});
