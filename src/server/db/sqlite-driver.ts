import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The major version of the Node.js running this process. */
export const nodeMajor = Number(process.versions.node.split('.')[0]);

/**
 * The package that drives SQLite on this Node.js. better-sqlite3 12 is built on Node's classic ObjectWrap,
 * whose destructor on Node 24.19 and later aborts the whole process ("Assertion failed: (env) != nullptr")
 * when the garbage collector frees a statement outside JavaScript, which any busy server does. Version 13 is
 * built on Node-API and has no such crash, but needs Node 22 and crashes on Node 20. Both are installed
 * (13 under the alias better-sqlite3-node-api); each Node.js loads the one that works on it.
 */
export const sqliteDriverPackage = nodeMajor >= 22 ? 'better-sqlite3-node-api' : 'better-sqlite3';

/** The better-sqlite3 Database class; both versions have the same API. */
export const SQLite = createRequire(import.meta.url)(sqliteDriverPackage) as typeof BetterSqlite3;
