import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { readDataVersion } from '@/server/db/data-versions';
import type { DatabaseHandle } from '@/server/db/open-database';
import type { AppEnv } from './app-env';
import { requestHeader, setResponseHeader } from './node-io';

/**
 * JSON answers of read routes kept serialized in memory, per data version (db/data-versions.ts).
 *
 * Each answer belongs to a version key ('products', 'blog', `mail:<userId>`). Every request reads that
 * key's current version (one indexed select) and is answered from memory while it matches; otherwise the
 * answer is built again. That is only correct if EVERY write that changes what a cached route returns calls
 * bumpDataVersion(key) in the same transaction as the write:
 *   'products'      products rows (products-store.ts insertProduct)
 *   'blog'          blog_posts and blog_comments rows (blog-store.ts insertPost/insertComment/insertReply)
 *   `mail:<userId>` that user's mails rows (mail-store.ts updateMail/deliverMail, mail/seed.ts)
 * Because the counter lives in the database, other server processes on it see the change too.
 */

const MAX_ENTRIES = 2_000;
const utf8 = new TextEncoder();
const MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  /** The JSON as UTF-8 bytes: written as is, without measuring and encoding a string on every answer. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  bytes: number;
}

interface Pending {
  version: number;
  entry: Promise<Entry>;
}

/** Least-recently-used answers, bounded by count and by serialized size. */
class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Pending>();
  private bytes = 0;

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-inserted: the Map's order is the least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Builds the answer once however many requests ask for it at the same time. */
  build(key: string, version: number, build: () => Promise<unknown>): Promise<Entry> {
    const running = this.pending.get(key);
    if (running && running.version === version) return running.entry;
    const entry = build().then((value) => {
      const body = utf8.encode(JSON.stringify(value));
      const built: Entry = { version, body, etag: entityTag(key, version), bytes: body.length };
      this.store(key, built);
      return built;
    });
    const pending = { version, entry };
    this.pending.set(key, pending);
    const settle = () => {
      if (this.pending.get(key) === pending) this.pending.delete(key);
    };
    entry.then(settle, settle);
    return entry;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      // A slower build of an older version must not replace a newer answer.
      if (old.version > entry.version) return;
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    if (entry.bytes > MAX_BYTES) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.bytes;
    }
  }
}

/** Weak: the same version of an answer may be serialized again byte for byte, but that is not promised. */
function entityTag(key: string, version: number): string {
  return `W/"${createHash('sha1').update(key).digest('base64url').slice(0, 16)}-${version}"`;
}

function matchesEntityTag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

const caches = new WeakMap<DatabaseHandle, ResponseCache>();

export interface CachedJsonOptions<T> {
  database: DatabaseHandle;
  /** The data version the answer depends on, e.g. 'blog' or mailVersionKey(userId). */
  versionKey: string;
  /** What identifies the answer within that data, e.g. 'page:11' (query values that change it). */
  key: string;
  /** Reads the answer from the database; it may throw an ApiError (which is not cached). */
  build: () => Promise<T>;
}

/** What `c.json(body, 200)` returns, so a route's handler stays checked against its response schema. */
type CachedJsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/** 200 with the JSON answer (from memory while its data version holds) or 304 for a matching If-None-Match. */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  { database, versionKey, key, build }: CachedJsonOptions<T>,
): Promise<CachedJsonResponse<T>> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ResponseCache();
    caches.set(database, cache);
  }
  const cacheKey = `${versionKey}\n${key}`;
  // The version is read before the data: an answer stored under a version is never older than it.
  const version = await readDataVersion(database, versionKey);
  const ifNoneMatch = requestHeader(c, 'if-none-match');
  const known = cache.get(cacheKey, version);
  if (ifNoneMatch !== undefined) {
    const etag = known?.etag ?? entityTag(cacheKey, version);
    if (matchesEntityTag(ifNoneMatch, etag)) {
      setCachingHeaders(c, etag);
      // Typed as the 200 it stands for: the client keeps using the answer it already holds.
      const notModified: Response = c.body(null, 304);
      return notModified as CachedJsonResponse<T>;
    }
  }
  const entry = known ?? (await cache.build(cacheKey, version, build));
  setCachingHeaders(c, entry.etag);
  // Bytes and one plain header: the Node adapter writes them without building a Response or Headers.
  const response: Response = c.body(entry.body, 200, { 'Content-Type': 'application/json' });
  return response as CachedJsonResponse<T>;
}

function setCachingHeaders(c: Context<AppEnv>, etag: string): void {
  setResponseHeader(c, 'ETag', etag);
  setResponseHeader(c, 'Cache-Control', CACHE_CONTROL);
}

/** Private (per account), and a client must ask again each time (it may send If-None-Match). */
const CACHE_CONTROL = 'private, no-cache';
