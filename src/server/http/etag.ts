import { createHash } from 'node:crypto';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';

/**
 * The one If-None-Match handling of the server (hono/etag), for answers that carry their own ETag: the
 * routes set it (images from their bytes, cached JSON from its data version), and this answers 304 when
 * the client already holds that version (weak comparison, a list of tags or `*`). A 304 keeps the
 * caching headers and the request id.
 *
 * Use it as middleware on a router whose every 200 has an ETag, or call it around one answer (cachedJson):
 * an answer without an ETag would be hashed in full.
 */
export const conditionalGet = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'x-request-id'] });

const digest = (data: string | Uint8Array) =>
  createHash('sha1').update(data).digest('base64url').slice(0, 16);

/** Strong tag of bytes that never change at their URL (images). */
export const contentTag = (data: string | Uint8Array): string => `"${digest(data)}"`;

/**
 * Weak tag of one version of an answer: the same version may be serialized again byte for byte, but that
 * is not promised. Made of the key and the version only, so every server process on the database tags
 * an answer alike.
 */
export const versionTag = (key: string, version: number): string => `W/"${digest(key)}-${version}"`;
