import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { rasterVariant } from '@/contract/images';
import { publicPageVariants, warmRasterImages } from './image-warmup';
import { createRasterImageCache } from './raster-image-cache';

const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'raster-cache-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function fileIn(folder: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    if (files.length > 0 && !files.some((file) => file.endsWith('.tmp'))) return path.join(folder, files[0]!);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing written to ${folder}`);
}

describe('raster image cache', () => {
  it('shares one encode between concurrent and later requests of a variant', async () => {
    const cache = createRasterImageCache();
    const variant = rasterVariant('gallery', 5, 400, 'webp');
    const first = cache.get(variant);
    expect(cache.get({ ...variant })).toBe(first);
    const image = await first;
    expect(cache.get(variant)).toBe(first);
    expect(image.contentType).toBe('image/webp');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(cache.get(rasterVariant('gallery', 5, 400, 'avif'))).not.toBe(first);
  });

  it('keeps encoded files on disk and reads them back after a restart instead of encoding again', async () => {
    const folder = tempFolder();
    const variant = rasterVariant('cover', 1, 1200, 'jpg', 630);
    const encoded = await createRasterImageCache({ dir: folder }).get(variant);
    const file = await fileIn(folder);
    expect(path.basename(file)).toMatch(/^cover-1-1200x630-[\w-]{12}\.jpg$/);
    expect(fs.readFileSync(file).equals(encoded.bytes)).toBe(true);

    // What a fresh process finds on disk is what it serves, so nothing is encoded twice.
    const kept = Buffer.concat([Buffer.from(encoded.bytes), Buffer.from('kept')]);
    fs.writeFileSync(file, kept);
    const restarted = await createRasterImageCache({ dir: folder }).get(variant);
    expect(Buffer.from(restarted.bytes).equals(kept)).toBe(true);
    expect(restarted.etag).not.toBe(encoded.etag);
  });

  it('removes the files an older fingerprint left for the same variant, and nothing else', async () => {
    const folder = tempFolder();
    const stale = ['gallery-2-400-OLDOLDOLDOLD.webp', 'gallery-2-400-older-older0.webp'];
    const others = ['gallery-2-400-OLDOLDOLDOLD.avif', 'gallery-2-800-OLDOLDOLDOLD.webp', 'gallery-12-400-OLDOLDOLDOL.webp', 'notes.txt'];
    for (const name of [...stale, ...others]) fs.writeFileSync(path.join(folder, name), 'old');

    await createRasterImageCache({ dir: folder }).get(rasterVariant('gallery', 2, 400, 'webp'));
    const left = () => fs.readdirSync(folder).filter((name) => !others.includes(name));
    await expect.poll(left).toEqual([expect.stringMatching(/^gallery-2-400-[\w-]{12}\.webp$/)]);
    expect(left()[0]).not.toMatch(/OLD|older/);
    for (const name of others) expect(fs.existsSync(path.join(folder, name)), name).toBe(true);
  });

  it('still serves when the folder cannot be written', async () => {
    const folder = tempFolder();
    const blocked = path.join(folder, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const warnings: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const image = await createRasterImageCache({ dir: blocked, logger }).get(
      rasterVariant('avatar', 2, 128, 'jpg'),
    );
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 128, height: 128 });
    for (let tries = 0; tries < 50 && warnings.length === 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).toEqual([expect.objectContaining({ msg: 'could not keep an encoded image on disk' })]);
  });
});

describe('image warm-up', () => {
  it('prepares the share image first, then the home hero, then every gallery photo at every width as AVIF', () => {
    const variants = publicPageVariants();
    expect(variants[0]).toEqual(rasterVariant('cover', 1, 1200, 'jpg', 630));
    expect(variants.slice(1, 4)).toEqual(
      [400, 800, 1200].map((width) => rasterVariant('gallery', 3, width, 'avif')),
    );
    expect(variants).toHaveLength(1 + 12 * 3);
    expect(
      new Set(variants.slice(1).map((variant) => `${variant.n}-${variant.width}-${variant.format}`)).size,
    ).toBe(36);
  });

  it('encodes what it is given into the cache and says so once', async () => {
    const cache = createRasterImageCache();
    const lines: { msg: string; images?: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const variants = [rasterVariant('gallery', 1, 400, 'avif'), rasterVariant('gallery', 2, 400, 'avif')];
    await warmRasterImages(cache, variants, logger);
    expect(lines).toEqual([expect.objectContaining({ msg: 'public images ready', images: 2 })]);
    const warmed = cache.get(variants[0]!);
    expect(cache.get(variants[0]!)).toBe(warmed);
    expect((await warmed).contentType).toBe('image/avif');
  });
});
