import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '@/server/testing/s3-server';
import { createFileStorage } from './file-storage';
import { readStoredBytes, type ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'object-storage-'));
  folders.push(folder);
  return folder;
};

let s3: TestS3Server | undefined;
const s3Storages: { close(): void }[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const storage of s3Storages) storage.close();
  await s3?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A fresh, empty storage of the kind: its own folder, or its own prefix in the test bucket. */
const kinds: [string, () => Promise<ObjectStorage>][] = [
  ['filesystem', async () => createFileStorage(tempFolder())],
  [
    's3',
    async () => {
      const storage = await createS3Storage({ ...s3!.settings, prefix: `${path.basename(tempFolder())}/` });
      s3Storages.push(storage);
      return storage;
    },
  ],
];

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const textOf = async (storage: ObjectStorage, key: string) => {
  const object = await storage.get(key);
  return object && (await readStoredBytes(object)).toString();
};

describe.each(kinds)('%s object storage', (_kind, create) => {
  it('gives back what was put: bytes (as a stream), size, type and when it was written', async () => {
    const storage = await create();
    const before = Date.now();
    await storage.put('uploads/a.png', bytes('png bytes'), 'image/png');
    const object = await storage.get('uploads/a.png');
    expect(object).toMatchObject({ size: 9, contentType: 'image/png', body: expect.any(ReadableStream) });
    // Second precision on S3 (Last-Modified).
    expect(object!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(object!.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await readStoredBytes(object!)).toString()).toBe('png bytes');
  });

  it('keeps binary bytes exactly, and larger objects whole', async () => {
    const storage = await create();
    const large = new Uint8Array(3 * 1024 * 1024).map((_, index) => (index * 7) % 256);
    await storage.put('image-cache/big.avif', large, 'image/avif');
    const object = await storage.get('image-cache/big.avif');
    expect(object?.size).toBe(large.length);
    expect((await readStoredBytes(object!)).equals(large)).toBe(true);
  });

  it('answers undefined for a key with nothing stored, also below a missing or file "folder"', async () => {
    const storage = await create();
    await storage.put('uploads/a.png', bytes('x'), 'image/png');
    expect(await storage.get('uploads/b.png')).toBeUndefined();
    expect(await storage.get('nothing/here.png')).toBeUndefined();
    expect(await storage.get('uploads/a.png/inside.png')).toBeUndefined();
    expect(await storage.get('uploads')).toBeUndefined();
  });

  it('replaces an object put again under its key', async () => {
    const storage = await create();
    await storage.put('image-cache/x.webp', bytes('first'), 'image/webp');
    await storage.put('image-cache/x.webp', bytes('second!'), 'image/webp');
    const object = await storage.get('image-cache/x.webp');
    expect(object?.size).toBe(7);
    expect((await readStoredBytes(object!)).toString()).toBe('second!');
  });

  it('deletes an object, and a delete of a missing one is no failure', async () => {
    const storage = await create();
    await storage.put('uploads/a.png', bytes('a'), 'image/png');
    await storage.put('uploads/b.png', bytes('b'), 'image/png');
    await storage.delete('uploads/a.png');
    expect(await storage.get('uploads/a.png')).toBeUndefined();
    expect(await textOf(storage, 'uploads/b.png')).toBe('b');
    await storage.delete('uploads/a.png');
    await storage.delete('never/was.png');
  });

  it('lists the keys that start with a prefix, nested ones too, with size and time, and nothing else', async () => {
    const storage = await create();
    expect(await storage.list('uploads/')).toEqual([]);
    await storage.put('uploads/a.png', bytes('aa'), 'image/png');
    await storage.put('uploads/b.jpg', bytes('bbb'), 'image/jpeg');
    await storage.put('uploads/deeper/c.gif', bytes('c'), 'image/gif');
    await storage.put('image-cache/gallery-1-400-abc.avif', bytes('d'), 'image/avif');
    await storage.put('image-cache/gallery-1-800-abc.avif', bytes('e'), 'image/avif');
    const sorted = async (prefix: string) =>
      (await storage.list(prefix)).map(({ key, size }) => ({ key, size })).sort((x, y) => x.key.localeCompare(y.key));
    expect(await sorted('uploads/')).toEqual([
      { key: 'uploads/a.png', size: 2 },
      { key: 'uploads/b.jpg', size: 3 },
      { key: 'uploads/deeper/c.gif', size: 1 },
    ]);
    expect(await sorted('image-cache/gallery-1-4')).toEqual([{ key: 'image-cache/gallery-1-400-abc.avif', size: 1 }]);
    expect(await sorted('')).toHaveLength(5);
    expect(await sorted('nothing/')).toEqual([]);
    for (const object of await storage.list('uploads/')) expect(object.modifiedAt).toBeInstanceOf(Date);
  });


  it('refuses keys that could leave their place: empty segments, dot segments, absolute paths', async () => {
    const storage = await create();
    for (const key of ['', '../secret', 'uploads/../../x.png', '/etc/passwd', 'uploads//a.png', '.hidden', 'uploads/.x.tmp', 'a b.png']) {
      await expect(storage.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/not a storage key/);
    }
  });

  it('passes its check when it can be reached', async () => {
    const storage = await create();
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('filesystem object storage', () => {
  it('keeps objects where the server always kept its files: the key is the path below DATA_DIR', async () => {
    const root = tempFolder();
    const storage = createFileStorage(root);
    await storage.put('uploads/0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png', bytes('png'), 'image/png');
    expect(fs.readFileSync(path.join(root, 'uploads', '0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png'), 'utf8')).toBe('png');
    // A file that an older version (or an operator) put there is an object like any other.
    fs.mkdirSync(path.join(root, 'image-cache'));
    fs.writeFileSync(path.join(root, 'image-cache', 'cover-1-1200x630-abcdefghijkl.jpg'), 'jpg');
    expect(await textOf(storage, 'image-cache/cover-1-1200x630-abcdefghijkl.jpg')).toBe('jpg');
    expect((await storage.get('image-cache/cover-1-1200x630-abcdefghijkl.jpg'))?.contentType).toBe('image/jpeg');
  });

  it('writes through a temporary file that no listing shows, and leaves none behind', async () => {
    const root = tempFolder();
    const storage = createFileStorage(root);
    await Promise.all(Array.from({ length: 20 }, (_, index) => storage.put('uploads/same.png', bytes(`v${index}`), 'image/png')));
    expect(fs.readdirSync(path.join(root, 'uploads'))).toEqual(['same.png']);
    fs.writeFileSync(path.join(root, 'uploads', '.same.png.1234.tmp'), 'half');
    expect((await storage.list('uploads/')).map((object) => object.key)).toEqual(['uploads/same.png']);
  });

  it('fails its check when DATA_DIR cannot be a folder', async () => {
    const file = path.join(tempFolder(), 'a-file');
    fs.writeFileSync(file, '');
    await expect(createFileStorage(file).check()).rejects.toThrow();
  });
});

describe('S3 object storage', () => {
  it('fails its check, naming the bucket, when the bucket does not exist', async () => {
    const storage = await createS3Storage({ ...s3!.settings, bucket: 'no-such-bucket' });
    s3Storages.push(storage);
    await expect(storage.check()).rejects.toThrow(/"no-such-bucket".*not reachable.*404/);
  });

  it('fails its check when the endpoint does not answer', async () => {
    const storage = await createS3Storage({ ...s3!.settings, endpoint: 'http://127.0.0.1:9' });
    s3Storages.push(storage);
    await expect(storage.check()).rejects.toThrow(/not reachable/);
  });

  it('lists page after page until the last key (S3 answers at most 1,000 per request)', async () => {
    const storage = await createS3Storage({ ...s3!.settings, prefix: 'paged/' }, { pageSize: 4 });
    s3Storages.push(storage);
    const keys = Array.from({ length: 11 }, (_, index) => `many/${String(index).padStart(2, '0')}.png`);
    await Promise.all(keys.map((key) => storage.put(key, bytes('.'), 'image/png')));
    await storage.put('other/x.png', bytes('.'), 'image/png');
    expect((await storage.list('many/')).map((object) => object.key)).toEqual(keys);
    expect(await storage.list('')).toHaveLength(12);
  });

  it('fails to read, write or list in a bucket that does not exist, rather than finding nothing', async () => {
    const storage = await createS3Storage({ ...s3!.settings, bucket: 'no-such-bucket' });
    s3Storages.push(storage);
    await expect(storage.get('uploads/a.png')).rejects.toThrow();
    await expect(storage.put('uploads/a.png', bytes('a'), 'image/png')).rejects.toThrow();
    await expect(storage.list('uploads/')).rejects.toThrow();
  });

  it('keeps the objects of one prefix apart from those of another in the same bucket', async () => {
    const one = await createS3Storage({ ...s3!.settings, prefix: 'site-one/' });
    const two = await createS3Storage({ ...s3!.settings, prefix: 'site-two/' });
    s3Storages.push(one, two);
    await one.put('uploads/a.png', bytes('one'), 'image/png');
    expect(await two.get('uploads/a.png')).toBeUndefined();
    expect(await two.list('uploads/')).toEqual([]);
    expect((await one.list('uploads/')).map((object) => object.key)).toEqual(['uploads/a.png']);
  });
});
