import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { rasterVariant } from '@/contract/images';
import { createFileStorage } from '@/server/storage/file-storage';
import type { ObjectStorage } from '@/server/storage/object-storage';
import { createRasterImageCache } from './raster-image-cache';

const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'raster-storage-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const collectingLogger = () => {
  const lines: { msg: string }[] = [];
  return { lines, logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) }) };
};

describe('raster image cache on the app storage', () => {
  it('keeps encoded files under image-cache/ (DATA_DIR/image-cache, as before) and reads them from there', async () => {
    const root = tempFolder();
    const storage = createFileStorage(root);
    const variant = rasterVariant('avatar', 3, 128, 'webp');
    const encoded = await createRasterImageCache({ storage }).get(variant);
    await expect.poll(async () => (await storage.list('image-cache/')).map((object) => object.key)).toEqual([
      expect.stringMatching(/^image-cache\/avatar-3-128-[\w-]{12}\.webp$/),
    ]);
    const [kept] = await storage.list('image-cache/');
    expect(fs.readFileSync(path.join(root, ...kept!.key.split('/'))).equals(encoded.bytes)).toBe(true);

    // Another process on the same storage serves what is stored, without encoding.
    const marked = Buffer.concat([Buffer.from(encoded.bytes), Buffer.from('stored')]);
    await storage.put(kept!.key, marked, 'image/webp');
    const other = await createRasterImageCache({ storage }).get(variant);
    expect(Buffer.from(other.bytes).equals(marked)).toBe(true);
    expect(other.contentType).toBe('image/webp');
  });

  it('encodes and serves when the storage cannot be read or written, and says so', async () => {
    const broken: ObjectStorage = {
      kind: 'broken',
      put: () => Promise.reject(new Error('write refused')),
      get: () => Promise.reject(new Error('read refused')),
      delete: () => Promise.reject(new Error('delete refused')),
      list: () => Promise.reject(new Error('list refused')),
      check: () => Promise.reject(new Error('unreachable')),
    };
    const { lines, logger } = collectingLogger();
    const image = await createRasterImageCache({ storage: broken, logger }).get(rasterVariant('avatar', 4, 128, 'jpg'));
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 128, height: 128 });
    await expect.poll(() => lines.map((line) => line.msg)).toEqual([
      'could not read an encoded image from storage',
      'could not keep an encoded image on disk',
    ]);
  });

  it('keeps in memory only up to its budget, the least recently used leaving first', async () => {
    const storage = createFileStorage(tempFolder());
    const [a, b, c] = [5, 6, 7].map((n) => rasterVariant('avatar', n, 128, 'webp'));
    const unbounded = createRasterImageCache({ storage });
    const [sizeA, sizeB, sizeC] = await Promise.all([a, b, c].map(async (variant) => (await unbounded.get(variant!)).bytes.length));
    // Room for a and b, or for a and c, never for all three.
    const cache = createRasterImageCache({ storage, memoryBudgetBytes: Math.max(sizeA! + sizeB!, sizeA! + sizeC!) });
    const heldA = cache.get(a!);
    await heldA;
    const heldB = cache.get(b!);
    await heldB;
    expect(cache.get(a!)).toBe(heldA);
    await cache.get(c!);
    // b was used longest ago: it left; a, used again since, stayed.
    expect(cache.get(a!)).toBe(heldA);
    const againB = cache.get(b!);
    expect(againB).not.toBe(heldB);
    expect(Buffer.from((await againB).bytes).equals((await heldB).bytes)).toBe(true);
  });
});
