import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import { rasterVariantPath, type RasterVariant } from '@/contract/images';
import { contentTag } from '@/server/http/etag';
import type { Logger } from '@/server/logger';
import { createFileStorage } from '@/server/storage/file-storage';
import { readStoredBytes, type ObjectStorage } from '@/server/storage/object-storage';
import { encodeRasterImage, rasterContentType, rasterEncoding } from './raster-image';
import { generatedImages } from './render-image';

export interface RasterImage {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
}

export interface RasterImageCache {
  /** The encoded variant: the first call encodes it (or reads it from storage), every later or concurrent call shares that. */
  get(variant: RasterVariant): Promise<RasterImage>;
}

/**
 * Encodes at a time, at most. sharp works on libuv's pool of four threads, which file reads and scrypt (sign-in)
 * share; a burst of first requests must not take all of them.
 */
const MAX_PARALLEL_ENCODES = 2;

const hash = (data: string | Buffer) => createHash('sha1').update(data).digest('base64url');

const FINGERPRINT_LENGTH = 12;

/** Where the encoded files go in the app's storage: DATA_DIR/image-cache, or image-cache/ in the bucket. */
export const IMAGE_CACHE_KEY_PREFIX = 'image-cache/';

/**
 * Bytes of encoded images kept in memory, the least recently asked for leaving first. All variants the public
 * pages show are a few MB; the rest (every width and format of every image) are read from storage again.
 */
const DEFAULT_MEMORY_BUDGET_BYTES = 48 * 1024 * 1024;

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

export interface RasterImageCacheOptions {
  /** The app's storage: encoded files are kept under image-cache/ there, for every server process and restart. */
  storage?: ObjectStorage;
  /** Or a folder of their own to keep them in (tests); neither: memory only. */
  dir?: string;
  logger?: Logger;
  /** Bytes of encoded images kept in memory at most (default 48 MiB). */
  memoryBudgetBytes?: number;
}

/**
 * Encoded variants, kept in the storage (DATA_DIR/image-cache or the bucket) so a restart or another server
 * process does not encode again, and the recently used ones in memory. A file's name carries a fingerprint of the
 * SVG and the encoder settings: changed art or settings get new files, never stale bytes, so the bytes of a name
 * never change and memory may keep them.
 */
export function createRasterImageCache(options: RasterImageCacheOptions = {}): RasterImageCache {
  const { logger, memoryBudgetBytes = DEFAULT_MEMORY_BUDGET_BYTES } = options;
  const kept = options.storage
    ? { storage: options.storage, prefix: IMAGE_CACHE_KEY_PREFIX }
    : options.dir
      ? { storage: createFileStorage(options.dir), prefix: '' }
      : undefined;
  const images = new Map<string, Promise<RasterImage>>();
  const sizes = new Map<string, number>();
  let bytesInMemory = 0;
  const limit = pLimit(MAX_PARALLEL_ENCODES);

  async function readKept(storage: ObjectStorage, key: string): Promise<Buffer | undefined> {
    try {
      const object = await storage.get(key);
      return object && (await readStoredBytes(object));
    } catch (error) {
      // Encoding again serves the request all the same.
      logger?.warn({ err: error, key }, 'could not read an encoded image from storage');
      return undefined;
    }
  }

  async function keep(storage: ObjectStorage, key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await storage.put(key, bytes, contentType);
    } catch (error) {
      logger?.warn({ err: error, key }, 'could not keep an encoded image on disk');
      return;
    }
    await removeOlderCopies(storage, key);
  }

  /** A variant is encoded again only when its art or the encoder settings changed: its old files go. */
  async function removeOlderCopies(storage: ObjectStorage, key: string): Promise<void> {
    const folder = key.slice(0, key.lastIndexOf('/') + 1);
    const name = key.slice(folder.length);
    try {
      // "gallery-3-800-": what the name of every encoding of the variant starts with.
      const start = name.slice(0, name.lastIndexOf('.') - FINGERPRINT_LENGTH);
      const others = await storage.list(`${folder}${start}`);
      const older = others.filter((other) => isOlderCopy(name, other.key.slice(folder.length)));
      await Promise.all(older.map((other) => storage.delete(other.key)));
    } catch (error) {
      logger?.warn({ err: error, key }, 'could not remove older encodings of an image');
    }
  }

  async function load(name: string, variant: RasterVariant): Promise<RasterImage> {
    const source = generatedImages().get(`${variant.kind}/${variant.n}.svg`);
    if (!source) throw new Error(`no generated image for ${name}`);
    const fingerprint = hash(`${source.etag} ${rasterEncoding}`).slice(0, FINGERPRINT_LENGTH);
    const contentType = rasterContentType(variant.format);
    const key = kept && `${kept.prefix}${fileName(variant, fingerprint)}`;
    let encoded = kept && key ? await readKept(kept.storage, key) : undefined;
    if (!encoded) {
      const fresh = await limit(() => encodeRasterImage(source.svg, variant));
      if (kept && key) void keep(kept.storage, key, fresh, contentType);
      encoded = fresh;
    }
    return { bytes: new Uint8Array(encoded), etag: contentTag(encoded), contentType };
  }

  /** Drops the least recently used images that are loaded until the memory budget holds. */
  function trim(): void {
    for (const [name, size] of sizes) {
      if (bytesInMemory <= memoryBudgetBytes) return;
      sizes.delete(name);
      images.delete(name);
      bytesInMemory -= size;
    }
  }

  return {
    get(variant) {
      const name = rasterVariantPath(variant);
      let image = images.get(name);
      if (image) {
        // The most recently used last: trim drops from the front.
        const size = sizes.get(name);
        if (size !== undefined) {
          sizes.delete(name);
          sizes.set(name, size);
        }
        return image;
      }
      image = load(name, variant);
      images.set(name, image);
      image.then(
        (loaded) => {
          if (images.get(name) !== image) return;
          sizes.set(name, loaded.bytes.length);
          bytesInMemory += loaded.bytes.length;
          trim();
        },
        // A failed encode is tried again by the next request rather than failing forever.
        () => images.delete(name),
      );
      return image;
    },
  };
}
