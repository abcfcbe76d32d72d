import fs from 'node:fs/promises';
import type { SnapshotStore } from '@/demo/database/snapshot-store';

/**
 * The snapshot in a file (the Node host's DATA_DIR/app.db), so that a host started again on the same folder finds
 * the data, as a browser finds it in IndexedDB on the next visit. Written to a temporary file that is then renamed,
 * so a host killed mid-write leaves the previous snapshot.
 */
export function createFileSnapshotStore(file: string): SnapshotStore {
  return {
    async load() {
      try {
        const bytes = new Uint8Array(await fs.readFile(file));
        return bytes.byteLength > 0 ? bytes : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async save(bytes) {
      const temporary = `${file}.saving`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async clear() {
      await fs.rm(file, { force: true });
    },
  };
}
