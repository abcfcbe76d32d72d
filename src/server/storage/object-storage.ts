/** One stored object as a reader gets it: its bytes as a stream, read once, and what is known about them. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/** One entry of a listing. */
export interface StoredObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where uploads and encoded images are kept: a folder under DATA_DIR or an S3 bucket shared by every server
 * process. Keys are paths of plain segments ("uploads/<name>", "image-cache/<file>"); see isStorageKey.
 */
export interface ObjectStorage {
  /** Which kind, for logs: 'filesystem' or 's3'. */
  readonly kind: string;
  /** Stores the bytes under the key, whole or not at all; an object already there is replaced. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or undefined when none is stored under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; one already gone is no failure. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no promised order. */
  list(prefix: string): Promise<StoredObjectInfo[]>;
  /** Resolves when the storage can be reached and written to its place (bucket, folder); throws why not. */
  check(): Promise<void>;
}

const KEY_SEGMENT = /^[\w-][\w.-]*$/;

/**
 * Whether `key` is one the storages take: segments of letters, digits, `_`, `-` and `.` joined by `/`, none
 * empty and none starting with a dot, so no key climbs out of its folder or names a temporary file.
 */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && key.split('/').every((segment) => KEY_SEGMENT.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** Reads a stored object's whole body. */
export async function readStoredBytes(object: StoredObject): Promise<Buffer> {
  return Buffer.from(await new Response(object.body).arrayBuffer());
}
