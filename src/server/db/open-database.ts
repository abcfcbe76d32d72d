import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database, Db, Engine } from './database';
import { SQLite } from './sqlite-driver';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Rows of a compiled select (see reusable-query.ts); the same as `db.executeQuery(query).rows`. */
  readRows<Row>(query: CompiledQuery<Row>): Promise<Row[]>;
  /** 'ok' when the storage passes the engine's own integrity check. */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'app.db';
const OWNER_ONLY = 0o600;

export function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseFile = path.join(dataDir, SQLITE_FILE_NAME);
  // Readable by the server's account only; SQLite gives its -wal and -shm files the database file's mode.
  fs.closeSync(fs.openSync(databaseFile, 'a', OWNER_ONLY));
  for (const name of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, OWNER_ONLY);
  }
  const file = new SQLite(databaseFile);
  file.pragma('journal_mode = WAL');
  // NORMAL in WAL mode keeps every committed transaction across a crash of the process.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const statements = withStatementCache(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  return {
    db,
    engine: 'sqlite',
    async ping() {
      statements.prepare('select 1').get();
    },
    async readRows<Row>(query: CompiledQuery<Row>) {
      // Kysely queues every query behind its one connection (a lock and several promise hops). A read
      // runs synchronously here, so nothing can interleave with it; only inside an open transaction (which
      // holds the connection across awaits) would it see uncommitted rows, so then it waits its turn.
      if (file.inTransaction) return (await db.executeQuery(query)).rows;
      return statements.prepare(query.sql).all(query.parameters as unknown[]) as Row[];
    },
    async integrityCheck() {
      const rows = file.pragma('integrity_check') as { integrity_check: string }[];
      return rows.map((row) => row.integrity_check).join('; ');
    },
    async close() {
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/** What Kysely needs of the driver, handing out better-sqlite3's own statements. */
interface StatementCache extends SqliteDatabase {
  prepare(sqlText: string): BetterSqlite3.Statement;
}

/**
 * Kysely prepares every statement again for each query; preparing costs more than running most of ours.
 * Statements are reused by their SQL text (the driver runs one query at a time, so reuse is safe).
 */
function withStatementCache(file: BetterSqlite3.Database): StatementCache {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => file.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (statement) {
        cache.delete(sqlText); // re-insert below: the Map's order is the least-recently-used order
      } else {
        statement = file.prepare(sqlText);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sqlText, statement);
      return statement;
    },
  };
}

// pg returns int8 (count(*), sums) as strings; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    async ping() {
      await sql`select 1`.execute(db);
    },
    async readRows<Row>(query: CompiledQuery<Row>) {
      return (await db.executeQuery(query)).rows;
    },
    async integrityCheck() {
      // PostgreSQL has no whole-database check without extensions; a catalogue walk proves it is readable.
      await sql`select count(*) from pg_catalog.pg_class`.execute(db);
      return 'ok';
    },
    async close() {
      await db.destroy();
    },
  };
}
