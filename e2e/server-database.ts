import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE_NAME } from '@/server/db/open-database';
import { SQLite } from '@/server/db/sqlite-driver';

/**
 * Reads the e2e server's SQLite database (read-only), for what no API call may show: a mail in the in-app inbox
 * of an account that has no password yet. scripts/e2e-server.mjs names its data directory in dist/e2e-<port>/data-dir.
 */
export function readServerDatabase<Row>(query: string, params: unknown[] = []): Row[] {
  // The worker's own server (playwright.config.ts): the first port plus the worker's parallel index.
  const port = Number(process.env.E2E_PORT ?? 4173) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const dataDir = fs.readFileSync(path.resolve(`dist/e2e-${port}/data-dir`), 'utf8');
  const database = new SQLite(path.join(dataDir, SQLITE_FILE_NAME), {
    readonly: true,
    fileMustExist: true,
    timeout: 5_000,
  });
  try {
    return database.prepare(query).all(...params) as Row[];
  } finally {
    database.close();
  }
}
