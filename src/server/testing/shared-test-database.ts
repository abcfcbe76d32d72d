import { afterAll, beforeAll } from 'vitest';
import { areaMigrations } from '@/server/area';
import { areas } from '@/server/areas';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { testDatabaseUrl } from './server-process';

/**
 * A fresh PostgreSQL database of the run's cluster with every area's schema, opened through two handles (two
 * connection pools, as two server processes have), before the tests of the enclosing `describe`.
 */
export function useSharedPostgresDatabase(): { first(): DatabaseHandle; second(): DatabaseHandle } {
  let handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    const databaseUrl = await testDatabaseUrl('postgres');
    handles = [openDatabase({ dataDir: '', databaseUrl }), openDatabase({ dataDir: '', databaseUrl })];
    await migrateToLatest(handles[0]!.db, areaMigrations(areas));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });
  const opened = (index: number) => {
    const handle = handles[index];
    if (!handle) throw new Error('the shared database opens in beforeAll: use it inside tests and hooks');
    return handle;
  };
  return { first: () => opened(0), second: () => opened(1) };
}
