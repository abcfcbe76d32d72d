import { versionTag } from './etag';

/**
 * Serialized answers kept in memory, each valid for one version of the data it was read from.
 *
 *   const cache = createResponseCache();
 *   const entry = cache.get(key, version) ?? (await cache.build(key, version, readFromDatabase));
 *
 * - get(key, version): the stored answer if it was built for exactly this version, else undefined.
 * - build(key, version, read): reads the value once however many callers ask for the same key and version
 *   at the same time, serializes it to JSON bytes, stores it and returns it. A failed read is not stored.
 *   An answer built for an older version never replaces one of a newer version.
 * - invalidate(key): forgets the key (versions make this unnecessary for correctness; it frees memory).
 *
 * The cache never decides whether data changed: the caller passes the current version, read before the
 * data. It is only correct if every write that changes a cached answer moves that answer's version
 * forward (see cached-json.ts for how the versions are kept).
 *
 * Least-recently-used answers are dropped beyond `maxEntries` or `maxBytes` of serialized JSON.
 */

export interface CachedResponse {
  version: number;
  /** The JSON as UTF-8 bytes, written as is on every answer. */
  body: Uint8Array<ArrayBuffer>;
  /** A weak entity tag naming this key at this version (etag.ts versionTag). */
  etag: string;
}

export interface ResponseCache {
  get(key: string, version: number): CachedResponse | undefined;
  build(key: string, version: number, read: () => Promise<unknown>): Promise<CachedResponse>;
  invalidate(key: string): void;
}

export interface ResponseCacheLimits {
  maxEntries?: number;
  maxBytes?: number;
}

const utf8 = new TextEncoder();

export function createResponseCache({
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
}: ResponseCacheLimits = {}): ResponseCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, CachedResponse>();
  const pending = new Map<string, { version: number; entry: Promise<CachedResponse> }>();
  let bytes = 0;

  const remove = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.body.length;
  };

  const store = (key: string, entry: CachedResponse) => {
    const old = entries.get(key);
    if (old && old.version > entry.version) return;
    remove(key);
    if (entry.body.length > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldestKey of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldestKey);
    }
  };

  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    build(key, version, read) {
      const running = pending.get(key);
      if (running && running.version === version) return running.entry;
      const entry = read().then((value) => {
        const built: CachedResponse = {
          version,
          body: utf8.encode(JSON.stringify(value)),
          etag: versionTag(key, version),
        };
        store(key, built);
        return built;
      });
      const job = { version, entry };
      pending.set(key, job);
      const settle = () => {
        if (pending.get(key) === job) pending.delete(key);
      };
      entry.then(settle, settle);
      return entry;
    },

    invalidate: remove,
  };
}
