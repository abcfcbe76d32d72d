import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('createResponseCache', () => {
  it('serves a built answer while its version holds, and nothing for another version', async () => {
    const cache = createResponseCache();
    expect(cache.get('posts', 1)).toBeUndefined();
    const built = await cache.build('posts', 1, async () => ({ posts: ['a'] }));
    expect(text(built.body)).toBe('{"posts":["a"]}');
    expect(cache.get('posts', 1)).toBe(built);
    expect(cache.get('posts', 2)).toBeUndefined();
  });

  it('tags an answer by key and version, alike in every cache', async () => {
    const one = await createResponseCache().build('mail:1\nall', 3, async () => 1);
    const other = await createResponseCache().build('mail:1\nall', 3, async () => 2);
    expect(one.etag).toMatch(/^W\/"[\w-]{16}-3"$/);
    expect(other.etag).toBe(one.etag);
    expect((await createResponseCache().build('mail:1\ninbox', 3, async () => 1)).etag).not.toBe(one.etag);
    expect((await createResponseCache().build('mail:1\nall', 4, async () => 1)).etag).not.toBe(one.etag);
  });

  it('reads once for callers that ask for the same key and version at the same time', async () => {
    const cache = createResponseCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: reads };
    };
    const [a, b] = await Promise.all([cache.build('k', 1, read), cache.build('k', 1, read)]);
    expect(reads).toBe(1);
    expect(a).toBe(b);
    await cache.build('k', 2, read);
    expect(reads).toBe(2);
  });

  it('keeps a newer version when a slower build of an older one finishes later', async () => {
    const cache = createResponseCache();
    let finishOld!: (value: string) => void;
    const old = cache.build('k', 1, () => new Promise<string>((resolve) => (finishOld = resolve)));
    await cache.build('k', 2, async () => 'new');
    finishOld('old');
    await old;
    expect(text(cache.get('k', 2)!.body)).toBe('"new"');
    expect(cache.get('k', 1)).toBeUndefined();
  });

  it('stores nothing when the read fails, and reads again next time', async () => {
    const cache = createResponseCache();
    await expect(cache.build('k', 1, () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(cache.get('k', 1)).toBeUndefined();
    expect(text((await cache.build('k', 1, async () => 'ok')).body)).toBe('"ok"');
  });

  it('drops the least recently used answers beyond its count and size limits', async () => {
    const cache = createResponseCache({ maxEntries: 2, maxBytes: 20 });
    await cache.build('a', 1, async () => 'a');
    await cache.build('b', 1, async () => 'b');
    cache.get('a', 1);
    await cache.build('c', 1, async () => 'c');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();

    await cache.build('big', 1, async () => 'x'.repeat(15));
    expect(cache.get('big', 1)).toBeDefined();
    expect(cache.get('a', 1)).toBeUndefined();
    await cache.build('huge', 1, async () => 'x'.repeat(30));
    expect(cache.get('huge', 1)).toBeUndefined();
  });

  it('forgets an invalidated key', async () => {
    const cache = createResponseCache();
    await cache.build('k', 1, async () => 1);
    cache.invalidate('k');
    expect(cache.get('k', 1)).toBeUndefined();
  });
});
