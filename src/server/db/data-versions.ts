import { sql, type CompiledQuery } from 'kysely';
import type { Db } from './database';

/**
 * Version counters of the data sets whose JSON answers are cached (http/cached-json.ts). A write that
 * changes what a cached route returns bumps its key in the same transaction, so every server process on
 * the database sees the change on its next read. Keys: 'products', 'blog', mailVersionKey(userId).
 */
export interface DataVersionsTable {
  key: string;
  version: number;
}

export interface DataVersionsTables {
  data_versions: DataVersionsTable;
}

/** The version key of one user's mailbox. */
export const mailVersionKey = (userId: string) => `mail:${userId}`;

/** Adds one to `key`'s version (creating it at 1). Call it inside the transaction of the write. */
export async function bumpDataVersion(db: Db, key: string): Promise<void> {
  await db
    .insertInto('data_versions')
    .values({ key, version: 1 })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ version: sql`data_versions.version + 1` }))
    .execute();
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one (e.g. the seed). */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

// The select is compiled once per database handle and run with each key: building and compiling it
// through the query builder on every request costs more than running it.
const versionQueries = new WeakMap<Db, CompiledQuery<{ version: number }>>();

/** `key`'s current version; 0 before its first write. */
export async function readDataVersion(db: Db, key: string): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom('data_versions').select('version').where('key', '=', '').compile();
    versionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery<{ version: number }>({ ...query, parameters: [key] });
  return Number(rows[0]?.version ?? 0);
}
