import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, isStorageKey, type ObjectStorage, type StoredObjectInfo } from './object-storage';

/** A folder keeps no content type: it follows from the key's ending (every key the product stores has one). */
const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

const contentTypeOf = (key: string) => contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** ENOENT, or ENOTDIR when a part of the path is a file: either way nothing is stored under the key. */
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under `root` (DATA_DIR): the key is the path below it, so DATA_DIR/uploads/<name> and
 * DATA_DIR/image-cache/<file> are where they always were. A write goes to a temporary file (a name no key can
 * have: it starts with a dot) that is then renamed, so a reader never sees half a file.
 */
export function createFileStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function walk(folder: string, keyPrefix: string, found: StoredObjectInfo[]): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${key}/`, found);
      else if (entry.isFile()) {
        const stats = await fs.stat(path.join(folder, entry.name)).catch(() => undefined);
        if (stats) found.push({ key, size: stats.size, modifiedAt: stats.mtime });
      }
    }
  }

  return {
    kind: 'filesystem',
    async put(key, bytes) {
      const file = fileOf(key);
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      let handle;
      try {
        handle = await fs.open(fileOf(key));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      return {
        // The stream closes the file when it ends or is cancelled.
        body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>,
        size: stats.size,
        contentType: contentTypeOf(key),
        modifiedAt: stats.mtime,
      };
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      // The folder the prefix ends in (or the root), walked in full; then the keys of the prefix.
      const folderPart = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      // No key lies below a folder part that no key can have ("../", "a//").
      if (folderPart && !isStorageKey(folderPart.slice(0, -1))) return [];
      const found: StoredObjectInfo[] = [];
      await walk(folderPart ? path.join(root, ...folderPart.slice(0, -1).split('/')) : root, folderPart, found);
      return found.filter((object) => object.key.startsWith(prefix));
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
