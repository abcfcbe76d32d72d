import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { areaMigrations } from '@/server/area';
import { areas } from '@/server/areas';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { testDatabaseUrl, type DatabaseEngine } from './server-process';

/**
 * A database of the suite's own with every area's schema and no data, for tests that call stores
 * directly: SQLite in a temporary folder, or a fresh database of the run's PostgreSQL cluster. Opened
 * before the tests of the enclosing `describe`, closed after them.
 */
export function useTestDatabase(engine: DatabaseEngine = 'sqlite'): DatabaseHandle {
  let dataDir: string | undefined;
  let current: DatabaseHandle | undefined;
  const open = (): DatabaseHandle => {
    if (!current) throw new Error('the test database opens in beforeAll: use it inside tests and hooks');
    return current;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-database-'));
    current = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(engine) });
    await migrateToLatest(current.db, areaMigrations(areas));
  });
  afterAll(async () => {
    await current?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    engine,
    get db() {
      return open().db;
    },
    ping: () => open().ping(),
    readRows: (query) => open().readRows(query),
    integrityCheck: () => open().integrityCheck(),
    close: () => open().close(),
  };
}
