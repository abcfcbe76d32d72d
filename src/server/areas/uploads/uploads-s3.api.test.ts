import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import { rasterImagePath } from '@/contract/images';
import { areaUploadReferences } from '@/server/area';
import { areas } from '@/server/areas';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { readStoredBytes } from '@/server/storage/object-storage';
import { createS3Storage } from '@/server/storage/s3-storage';
import { describeApi } from '@/server/testing/api-server';
import { startS3Server, type TestS3Server } from '@/server/testing/s3-server';
import { releaseUnreferencedUploads, sweepUnreferencedUploads, UNREFERENCED_UPLOAD_GRACE_MS, type UploadDeps } from './upload-cleanup';
import { pngImage } from './test-images';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const nameOf = (url: string) => url.slice('/uploads/'.length);

describeApi(
  'uploads and encoded images in an S3 bucket',
  // A prefix of its own per server, so the suites of both engines share the bucket without seeing each other.
  // The demo keeps its files in the browser, never in a bucket.
  { env: () => ({ ...s3.env, S3_PREFIX: `suite-${randomBytes(4).toString('hex')}` }), targets: 'server' },
  (server) => {
    let database: DatabaseHandle;
    let bucket: Awaited<ReturnType<typeof createS3Storage>>;
    beforeAll(async () => {
      database = openDatabase({ dataDir: server.dataDir, databaseUrl: server.env.DATABASE_URL });
      bucket = await createS3Storage({ ...s3.settings, prefix: `${server.env.S3_PREFIX}/` });
    });
    afterAll(async () => {
      bucket?.close();
      await database?.close();
    });
    const deps = (): UploadDeps => ({
      storage: bucket,
      database,
      logger: pino({ level: 'silent' }),
      uploadReferences: areaUploadReferences(areas),
    });

    const upload = async (image?: Buffer): Promise<{ url: string; size: number }> => {
      const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', image ?? (await pngImage(40, 30)), {
        token: server.adminToken,
        headers: { 'content-type': 'image/png' },
      });
      expect(status).toBe(200);
      return body.image;
    };
    const isServed = async (url: string) => (await fetch(new URL(url, server.baseUrl))).status === 200;

    it('says at start which storage it reached', () => {
      expect(server.output.some((line) => line.includes('"msg":"storage reachable"') && line.includes('"storage":"s3"'))).toBe(true);
    });

    it('stores an upload in the bucket, not under DATA_DIR, and serves it with the same headers', async () => {
      const image = await upload();
      const stored = await bucket.get(`uploads/${nameOf(image.url)}`);
      expect(stored).toMatchObject({ size: image.size, contentType: 'image/png' });
      const storedBytes = await readStoredBytes(stored!);
      expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

      const served = await fetch(new URL(image.url, server.baseUrl));
      expect(served.status).toBe(200);
      expect(Object.fromEntries(['content-type', 'content-length', 'cache-control', 'x-content-type-options', 'content-security-policy'].map((name) => [name, served.headers.get(name)]))).toEqual({
        'content-type': 'image/png',
        'content-length': String(image.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(storedBytes)).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

      const head = await fetch(new URL(image.url, server.baseUrl), { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(image.size));
      expect(await head.text()).toBe('');
    });

    it('answers 404 JSON for names that are not in the bucket', async () => {
      for (const url of ['/uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png', '/uploads/..%2Fimage-cache', '/uploads/']) {
        const response = await server.api.get(url);
        expect(response.status, url).toBe(404);
        expect(response.body, url).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
      }
    });

    it('removes an upload nothing refers to from the bucket, and sweeps stray objects of the bucket', async () => {
      const [kept, unused] = [await upload(), await upload()];
      const { body } = await server.api.post('/api/kanban/columns/new', { name: 'S3' }, { token: server.adminToken });
      const card = await server.api.post('/api/kanban/cards/new', { columnId: body.column.id, name: 'Kept', attachments: [kept.url] }, { token: server.adminToken });
      expect(card.status).toBe(200);

      expect(await releaseUnreferencedUploads(deps(), [kept.url, unused.url])).toEqual([nameOf(unused.url)]);
      expect(await bucket.get(`uploads/${nameOf(unused.url)}`)).toBeUndefined();
      expect(await isServed(unused.url)).toBe(false);
      expect(await isServed(kept.url)).toBe(true);

      // An object without a row (a crash between storing and recording) goes once the grace period is over.
      const stray = '2e7a019c-5d3f-4a01-9c8d-4e6f8a0b2c3d.png';
      await bucket.put(`uploads/${stray}`, await pngImage(), 'image/png');
      expect(await sweepUnreferencedUploads(deps(), new Date())).toEqual([]);
      const later = new Date(Date.now() + UNREFERENCED_UPLOAD_GRACE_MS + 60_000);
      // The earlier tests' uploads, which nothing refers to either, go with it.
      const swept = await sweepUnreferencedUploads(deps(), later);
      expect(swept).toContain(stray);
      expect(swept).not.toContain(nameOf(kept.url));
      expect(await bucket.get(`uploads/${stray}`)).toBeUndefined();
      expect(await isServed(kept.url)).toBe(true);
    });

    it('keeps encoded image variants in the bucket and serves them with their ETag and 304', async () => {
      const url = new URL(rasterImagePath('gallery', 4, 400, 'webp'), server.baseUrl);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const etag = response.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{16}"$/);
      await expect
        .poll(async () => (await bucket.list('image-cache/gallery-4-400-')).map((object) => object.key))
        .toEqual([expect.stringMatching(/^image-cache\/gallery-4-400-[\w-]{12}\.webp$/)]);
      const [kept] = await bucket.list('image-cache/gallery-4-400-');
      expect((await readStoredBytes((await bucket.get(kept!.key))!)).equals(bytes)).toBe(true);
      expect(fs.existsSync(path.join(server.dataDir, 'image-cache'))).toBe(false);
      expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it('keeps uploads in the bucket across a restart', async () => {
      const image = await upload();
      await server.restart();
      expect(await isServed(image.url)).toBe(true);
    });
  },
);
