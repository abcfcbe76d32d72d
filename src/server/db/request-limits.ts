import { createHash } from 'node:crypto';
import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';
import { ColumnType } from './columns';

/**
 * The counters of the request limits when several server processes share a PostgreSQL database
 * (http/shared-rate-limit.ts, auth/shared-sign-in-throttle.ts). On SQLite (one process) the limits count in
 * memory and these tables stay empty. Times are milliseconds since the epoch.
 */
export interface RateLimitWindowsTable {
  /** `<limit name>:<client address>`. */
  key: string;
  /** Requests counted in the window. */
  count: number;
  ends_at: number;
}

export interface SignInFailuresTable {
  /** `account:<email>` or `address:<client address>`. */
  key: string;
  /** The start times of the tries counted against the key (PostgreSQL bigint[]; never read on SQLite). */
  times: number[];
  /** When the newest of them leaves the window: the row can be swept then. */
  expires_at: number;
}

const LONGEST_STORED_KEY = 200;

/**
 * The key as stored: as it is, or its SHA-256 when long (an email or a forwarded address is anything the client
 * sends, and PostgreSQL refuses index entries of more than about 2.7 kB).
 */
export function limitKey(key: string): string {
  return key.length <= LONGEST_STORED_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export const requestLimitsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('key', ColumnType.text, (c) => c.primaryKey())
      .addColumn('count', ColumnType.integer, (c) => c.notNull())
      .addColumn('ends_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_windows_ends_idx')
      .on('rate_limit_windows')
      .column('ends_at')
      .execute();
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('key', ColumnType.text, (c) => c.primaryKey())
      .addColumn('times', sqlite ? 'text' : sql`bigint[]`, (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failures_expires_idx')
      .on('sign_in_failures')
      .column('expires_at')
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sign_in_failures').execute();
    await db.schema.dropTable('rate_limit_windows').execute();
  },
};
