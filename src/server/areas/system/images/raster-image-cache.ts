import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { rasterContentTypes, rasterVariantPath, type RasterVariant } from '@/contract/images';
import { contentTag } from '@/server/http/etag';
import type { Logger } from '@/server/logger';
import { encodeRasterImage, rasterEncoding } from './raster-image';
import { generatedImages } from './render-image';

export interface RasterImage {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
}

export interface RasterImageCache {
  /** The encoded variant: the first call encodes it (or reads it from disk), every later or concurrent call shares that. */
  get(variant: RasterVariant): Promise<RasterImage>;
}

/**
 * Encodes at a time, at most. sharp works on libuv's pool of four threads, which file reads and scrypt (sign-in)
 * share; a burst of first requests must not take all of them.
 */
const MAX_PARALLEL_ENCODES = 2;

const hash = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

const FINGERPRINT_LENGTH = 12;

/** "gallery-3-800-{fingerprint}.avif" for /images/gallery/3-800.avif. */
function fileName({ kind, n, width, height, crop, format }: RasterVariant, fingerprint: string): string {
  return `${kind}-${n}-${crop ? `${width}x${height}` : width}-${fingerprint}.${format}`;
}

/** Whether `other` is a file of the same variant as `kept` with another fingerprint (older art or settings). */
function isOlderCopy(kept: string, other: string): boolean {
  const ending = kept.slice(kept.lastIndexOf('.'));
  const prefix = kept.slice(0, kept.length - ending.length - FINGERPRINT_LENGTH);
  return (
    other !== kept &&
    other.length === kept.length &&
    other.startsWith(prefix) &&
    other.endsWith(ending) &&
    /^[\w-]+$/.test(other.slice(prefix.length, -ending.length))
  );
}

/**
 * Encoded variants, kept in memory for the life of the process (all of them together are a few MB) and, given a
 * folder, on disk, so a restart does not encode again. A file's name carries a fingerprint of the SVG and the
 * encoder settings: changed art or settings get new files, never stale bytes.
 */
export function createRasterImageCache(options: { dir?: string; logger?: Logger } = {}): RasterImageCache {
  const { dir, logger } = options;
  const images = new Map<string, Promise<RasterImage>>();
  const limit = pLimit(MAX_PARALLEL_ENCODES);

  async function keep(file: string, bytes: Buffer): Promise<void> {
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    } catch (error) {
      logger?.warn({ err: error, file }, 'could not keep an encoded image on disk');
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      return;
    }
    await removeOlderCopies(file);
  }

  /** A variant is encoded again only when its art or the encoder settings changed: its old files go. */
  async function removeOlderCopies(file: string): Promise<void> {
    const folder = path.dirname(file);
    try {
      const older = (await fs.readdir(folder)).filter((other) => isOlderCopy(path.basename(file), other));
      await Promise.all(older.map((other) => fs.rm(path.join(folder, other), { force: true })));
    } catch (error) {
      logger?.warn({ err: error, file }, 'could not remove older encodings of an image');
    }
  }

  async function load(name: string, variant: RasterVariant): Promise<RasterImage> {
    const source = generatedImages().get(`${variant.kind}/${variant.n}.svg`);
    if (!source) throw new Error(`no generated image for ${name}`);
    const fingerprint = hash(`${source.etag} ${rasterEncoding}`).slice(0, FINGERPRINT_LENGTH);
    const file = dir && path.join(dir, fileName(variant, fingerprint));
    let encoded: Buffer | undefined = file ? await fs.readFile(file).catch(() => undefined) : undefined;
    if (!encoded) {
      const fresh = await limit(() => encodeRasterImage(source.svg, variant));
      if (file) void keep(file, fresh);
      encoded = fresh;
    }
    return {
      bytes: new Uint8Array(encoded),
      etag: contentTag(encoded),
      contentType: rasterContentTypes[variant.format],
    };
  }

  return {
    get(variant) {
      const name = rasterVariantPath(variant);
      let image = images.get(name);
      if (!image) {
        image = load(name, variant);
        images.set(name, image);
        // A failed encode is tried again by the next request rather than failing forever.
        image.catch(() => images.delete(name));
      }
      return image;
    },
  };
}
