import sqlite3InitModule, {
  type Database as WasmSqliteFile,
  type Sqlite3Static,
} from '@sqlite.org/sqlite-wasm';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Database } from '@/server/db/database';
import type { DatabaseHandle } from '@/server/db/open-database';
import type { SnapshotStore } from './snapshot-store';
import { createWasmStatements } from './wasm-statements';

/** The server's database in memory, kept between visits as a snapshot of its file image. */
export interface WasmDatabase {
  handle: DatabaseHandle;
  /**
   * Saves the database's image to the snapshot store when anything changed since the last save, once no
   * transaction is open (its writes are part of it). Returns whether it saved: not when nothing changed.
   */
  persist(): Promise<boolean>;
  /** Closes the database once a save under way has finished; it does not save. */
  close(): Promise<void>;
}

/** How long a save waits for an open transaction to end (they take milliseconds) before giving up this time. */
const TRANSACTION_WAIT_MS = 30_000;

let loading: Promise<Sqlite3Static> | undefined;

/** The SQLite module, compiled once and shared by every database opened in this worker. */
function loadSqlite(): Promise<Sqlite3Static> {
  loading ??= sqlite3InitModule().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Opens an in-memory database holding the last snapshot of `snapshots` (empty when there is none). In memory,
 * because a service worker has no OPFS sync handles; persist() writes it back.
 */
export async function openWasmDatabase(snapshots: SnapshotStore): Promise<WasmDatabase> {
  const [sqlite3, snapshot] = await Promise.all([loadSqlite(), snapshots.load()]);
  const { capi } = sqlite3;
  const file = new sqlite3.oo1.DB(':memory:', 'c');
  try {
    if (snapshot && snapshot.byteLength > 0) loadSnapshot(sqlite3, file, snapshot);
    file.exec('pragma foreign_keys = ON');
  } catch (error) {
    file.close();
    throw error;
  }
  const statements = createWasmStatements(sqlite3, file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  const inTransaction = () => file.isOpen() && capi.sqlite3_get_autocommit(file) === 0;

  // total_changes counts inserted, updated and deleted rows; the schema version covers what it does not (DDL).
  const changeMark = () =>
    `${capi.sqlite3_total_changes(file)}:${String(file.selectValue('pragma schema_version'))}`;
  let savedMark = changeMark();
  // One save at a time, in order: an older image never lands after a newer one.
  let saving: Promise<unknown> = Promise.resolve();

  const handle: DatabaseHandle = {
    db,
    engine: 'sqlite',
    async ping() {
      statements.prepare('select 1').all([]);
    },
    async readRows<Row>(query: CompiledQuery<Row>) {
      // As openSqlite: a read outside a transaction runs at once; inside one it waits for the connection.
      if (inTransaction()) return (await db.executeQuery(query)).rows;
      return statements.prepare(query.sql).all(query.parameters) as Row[];
    },
    async integrityCheck() {
      const rows = statements.prepare('pragma integrity_check').all([]);
      return rows.map((row) => String(row.integrity_check)).join('; ');
    },
    async close() {
      await db.destroy();
      // Kysely closes the database only when a query opened its connection; closing twice does nothing.
      statements.close();
    },
  };

  return {
    handle,
    persist() {
      const saved = saving.then(async () => {
        // A transaction under way (another request's) is waited for: skipping would leave its writes unsaved
        // until some later request, and a worker stopped meanwhile would lose them.
        const deadline = Date.now() + TRANSACTION_WAIT_MS;
        while (file.isOpen() && inTransaction() && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        if (!file.isOpen() || inTransaction()) return false;
        const mark = changeMark();
        if (mark === savedMark) return false;
        await snapshots.save(capi.sqlite3_js_db_export(file));
        savedMark = mark;
        return true;
      });
      saving = saved.catch(() => undefined);
      return saved;
    },
    async close() {
      await saving;
      await handle.close();
    },
  };
}

function loadSnapshot({ capi, wasm }: Sqlite3Static, file: WasmSqliteFile, bytes: Uint8Array): void {
  // A copy on SQLite's heap that SQLite owns (frees on close, and at once when this fails) and may grow.
  const pointer = wasm.allocFromTypedArray(bytes);
  const flags = capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE;
  file.checkRc(capi.sqlite3_deserialize(file, 'main', pointer, bytes.byteLength, bytes.byteLength, flags));
  // SQLite takes any bytes here; a snapshot that is no database fails now rather than at the first query.
  file.exec('select count(*) from sqlite_schema');
}
