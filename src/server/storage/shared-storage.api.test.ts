import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterImagePath } from '@/contract/images';
import { pngImage } from '@/server/areas/uploads/test-images';
import { startServer, testDatabaseUrl, testEngines, type TestServer } from '@/server/testing/server-process';
import { startS3Server, type TestS3Server } from '@/server/testing/s3-server';
import { readStoredBytes } from './object-storage';
import { createS3Storage } from './s3-storage';

/**
 * Two server processes behind one load balancer: each its own DATA_DIR, both on the same PostgreSQL database and
 * the same bucket. SQLite keeps its database in DATA_DIR, so it cannot be shared: PostgreSQL only.
 */
describe.runIf(testEngines().includes('postgres'))('two server processes on one database and one bucket', () => {
  let s3: TestS3Server;
  let bucket: Awaited<ReturnType<typeof createS3Storage>>;
  let a: TestServer;
  let b: TestServer;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const prefix = `shared-${randomBytes(4).toString('hex')}`;
    bucket = await createS3Storage({ ...s3.settings, prefix: `${prefix}/` });
    const env = {
      ...s3.env,
      S3_PREFIX: prefix,
      DATABASE_URL: (await testDatabaseUrl('postgres'))!,
      JWT_SECRET: randomBytes(32).toString('base64url'),
    };
    a = await startServer('postgres', env);
    b = await startServer('postgres', env);
    token = await a.api.adminToken();
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    bucket?.close();
    await s3?.stop();
  });

  it('run with separate folders', () => {
    expect(a.dataDir).not.toBe(b.dataDir);
  });

  it('serve through one the image uploaded through the other, byte for byte with the same headers', async () => {
    const uploaded = await a.api.raw('POST', '/api/uploads/images/new', await pngImage(64, 48), {
      token,
      headers: { 'content-type': 'image/png' },
    });
    expect(uploaded.status).toBe(200);
    const { url, size } = uploaded.body.image as { url: string; size: number };
    const [fromA, fromB] = await Promise.all([fetch(new URL(url, a.baseUrl)), fetch(new URL(url, b.baseUrl))]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    for (const name of ['content-type', 'content-length', 'cache-control', 'x-content-type-options']) {
      expect(fromB.headers.get(name), name).toBe(fromA.headers.get(name));
    }
    expect(fromB.headers.get('content-length')).toBe(String(size));
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
  });

  it('serve through one the encoded variant the other encoded, read from the bucket', async () => {
    const imagePath = rasterImagePath('gallery', 6, 400, 'avif');
    const first = await fetch(new URL(imagePath, a.baseUrl));
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    await expect.poll(async () => (await bucket.list('image-cache/gallery-6-400-')).length).toBe(1);
    const [kept] = await bucket.list('image-cache/gallery-6-400-');
    // Marked bytes under the same key: what B serves can only have come from the bucket, not from its own encode.
    const marked = Buffer.concat([await readStoredBytes((await bucket.get(kept!.key))!), Buffer.from('from-the-bucket')]);
    await bucket.put(kept!.key, marked, 'image/avif');

    const second = await fetch(new URL(imagePath, b.baseUrl));
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('image/avif');
    expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await second.arrayBuffer()).equals(marked)).toBe(true);
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.dataDir, 'image-cache'))).toBe(false);
  });

  it('agree that an upload released through one is gone from the bucket and from both', async () => {
    const uploaded = await b.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token,
      headers: { 'content-type': 'image/png' },
    });
    const { url } = uploaded.body.image as { url: string };
    const created = await a.api.post('/api/user/posts/new', { message: 'Backstage', media: url }, { token });
    expect(created.status).toBe(200);
    expect((await fetch(new URL(url, a.baseUrl))).status).toBe(200);
    // Deleting the post through A releases its image, which B stored.
    expect((await a.api.post('/api/user/posts/delete', { postId: created.body.post.id }, { token })).status).toBe(200);
    expect(await bucket.get(`uploads/${url.slice('/uploads/'.length)}`)).toBeUndefined();
    expect((await fetch(new URL(url, a.baseUrl))).status).toBe(404);
    expect((await fetch(new URL(url, b.baseUrl))).status).toBe(404);
  });
});

describe('a server process configured for a bucket it cannot reach', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('does not start, and says which bucket at which endpoint', async () => {
    await expect(startServer('sqlite', { ...s3.env, S3_BUCKET: 'missing-bucket' })).rejects.toThrow(
      new RegExp(`exited with 1 before listening:[\\s\\S]*S3 bucket \\\\"missing-bucket\\\\" at ${s3.settings.endpoint} is not reachable`),
    );
  });

  it('does not start with a part of the S3 variables, and names the missing one', async () => {
    const { S3_ENDPOINT: _endpoint, ...withoutEndpoint } = s3.env;
    await expect(startServer('sqlite', withoutEndpoint)).rejects.toThrow(/exited with 1 before listening:[\s\S]*S3_ENDPOINT is missing/);
  });
});
