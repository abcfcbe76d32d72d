import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import { assertStorageKey, type ObjectStorage } from '@/server/storage/object-storage';

interface StoredEntry {
  bytes: Uint8Array;
  contentType: string;
  modifiedAt: number;
}

/** The demo's ObjectStorage: uploads kept in the browser's IndexedDB, where the server keeps them in DATA_DIR or S3. */
export function createBrowserStorage(name = 'demo-files'): ObjectStorage & { clear(): Promise<void> } {
  const store = createStore(name, 'objects');
  return {
    kind: 'indexeddb',
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await set(key, { bytes: new Uint8Array(bytes), contentType, modifiedAt: Date.now() } satisfies StoredEntry, store);
    },
    async get(key) {
      const entry = await get<StoredEntry>(key, store);
      if (!entry) return undefined;
      return {
        body: new Blob([entry.bytes as Uint8Array<ArrayBuffer>]).stream(),
        size: entry.bytes.byteLength,
        contentType: entry.contentType,
        modifiedAt: new Date(entry.modifiedAt),
      };
    },
    async delete(key) {
      await del(key, store);
    },
    async list(prefix) {
      const all = await entries<string, StoredEntry>(store);
      return all
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, entry]) => ({ key, size: entry.bytes.byteLength, modifiedAt: new Date(entry.modifiedAt) }));
    },
    async check() {},
    clear: () => clear(store),
  };
}
