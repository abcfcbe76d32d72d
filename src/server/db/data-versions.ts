import { sql } from 'kysely';
import type { Db } from './database';
import type { DatabaseHandle } from './open-database';
import { reusableQuery } from './reusable-query';

/**
 * Version counters of the data sets whose JSON answers are cached (http/cached-json.ts). A write that
 * changes what a cached route returns bumps its key in the same transaction, so every server process on
 * the database sees the change on its next read. Keys: 'products', 'blog', mailVersionKey(userId).
 */
export interface DataVersionsTable {
  key: string;
  version: number;
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

/**
 * Runs `write`, then bumps `key`, in one transaction (the caller's when `db` already is one, e.g. the seed):
 * a write is never visible without its new version.
 */
export function writeBumping<T>(db: Db, key: string, write: (trx: Db) => Promise<T>): Promise<T> {
  const work = async (trx: Db) => {
    const result = await write(trx);
    await bumpDataVersion(trx, key);
    return result;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

const versionOf = reusableQuery((db) => db.selectFrom('data_versions').select('version').where('key', '=', ''));

/** `key`'s current version; 0 before its first write. */
export async function readDataVersion(database: DatabaseHandle, key: string): Promise<number> {
  const [row] = await versionOf(database, key);
  return Number(row?.version ?? 0);
}
