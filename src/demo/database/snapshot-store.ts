import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/** Where the demo database's file image lives between visits: one snapshot, replaced whole on each save. */
export interface SnapshotStore {
  /** The last saved image, or undefined when none was saved (or it was cleared). */
  load(): Promise<Uint8Array | undefined>;
  save(bytes: Uint8Array): Promise<void>;
  clear(): Promise<void>;
}

const SNAPSHOT_KEY = 'snapshot';

/** The snapshot in the browser's IndexedDB (database `name`, object store "snapshots"). */
export function createIndexedDbSnapshotStore(name = 'demo-database'): SnapshotStore {
  // idb-keyval opens the IndexedDB database as soon as the store is made: only when first used.
  let store: UseStore | undefined;
  const opened = () => (store ??= createStore(name, 'snapshots'));
  return {
    async load() {
      const stored: unknown = await get(SNAPSHOT_KEY, opened());
      return stored instanceof Uint8Array && stored.byteLength > 0 ? stored : undefined;
    },
    save: (bytes) => set(SNAPSHOT_KEY, bytes, opened()),
    clear: () => del(SNAPSHOT_KEY, opened()),
  };
}

/** The snapshot in this object only (tests). Copies in and out, as IndexedDB's structured clone does. */
export function createMemorySnapshotStore(): SnapshotStore {
  let saved: Uint8Array | undefined;
  return {
    load: async () => saved?.slice(),
    save: async (bytes) => {
      saved = bytes.slice();
    },
    clear: async () => {
      saved = undefined;
    },
  };
}
