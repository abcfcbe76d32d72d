import fs from 'node:fs/promises';
import { createFileStorage } from '@/server/storage/file-storage';
import type { ObjectStorage } from '@/server/storage/object-storage';

/** The Node host's uploads: files under `root` (in its DATA_DIR), thrown away whole by the demo's reset. */
export function createHostStorage(root: string): ObjectStorage & { clear(): Promise<void> } {
  return Object.assign(createFileStorage(root), {
    async clear() {
      await fs.rm(root, { recursive: true, force: true });
    },
  });
}
