import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { readDataVersion } from '@/server/db/data-versions';
import type { DatabaseHandle } from '@/server/db/open-database';
import type { AppEnv } from './app-env';
import { conditionalGet } from './etag';
import { createResponseCache, type ResponseCache } from './response-cache';

/**
 * JSON answers of read routes served from a response cache (response-cache.ts) per data version
 * (db/data-versions.ts).
 *
 * Each answer belongs to a version key ('products', 'blog', `mail:<userId>`). Every request reads that
 * key's current version (one indexed select) and is answered from memory while it matches; otherwise the
 * answer is built again. That is only correct if EVERY write that changes what a cached route returns calls
 * bumpDataVersion(key) in the same transaction as the write:
 *   'products'      products rows (products-store.ts insertProduct)
 *   'blog'          blog_posts and blog_comments rows (blog-store.ts insertPost/insertComment/insertReply)
 *   `mail:<userId>` that user's mails rows (every write goes through mail/mailbox-writes.ts writeMailboxes)
 * Because the counter lives in the database, other server processes on it see the change too.
 */

/** One cache per database, so test servers and several databases in one process never share answers. */
const caches = new WeakMap<DatabaseHandle, ResponseCache>();

function cacheOf(database: DatabaseHandle): ResponseCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = createResponseCache();
    caches.set(database, cache);
  }
  return cache;
}

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

/** Private (per account), and a client must ask again each time (it may send If-None-Match). */
const CACHE_CONTROL = 'private, no-cache';

/** 200 with the JSON answer (from memory while its data version holds), or 304 for a matching If-None-Match. */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  { database, versionKey, key, build }: CachedJsonOptions<T>,
): Promise<CachedJsonResponse<T>> {
  const cache = cacheOf(database);
  const cacheKey = `${versionKey}\n${key}`;
  // The version is read before the data: an answer stored under a version is never older than it.
  const version = await readDataVersion(database, versionKey);
  await conditionalGet(c, async () => {
    const entry = cache.get(cacheKey, version) ?? (await cache.build(cacheKey, version, build));
    c.res = c.body(entry.body, 200, {
      'Content-Type': 'application/json',
      ETag: entry.etag,
      'Cache-Control': CACHE_CONTROL,
    });
  });
  // Typed as the 200 it stands for also when it is a 304: the client keeps using the answer it holds.
  return c.res as CachedJsonResponse<T>;
}
