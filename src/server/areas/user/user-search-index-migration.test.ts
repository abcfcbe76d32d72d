import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '@/server/area';
import { areas } from '@/server/areas';
import { insertAccount } from '@/server/areas/account/account-store';
import { migrateBefore, migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { listManagedUsers } from './managed-user-list';
import { userListQuerySchema } from '@/contract/user-list-query';

const INDEX_MIGRATION = '0034_user_search_index';


/** SQLite only: PostgreSQL keeps its LIKE over search_text (the migration does nothing there). */
describe('0034_user_search_index on sqlite: the accounts already there are found through the index', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-search-index-'));
  let database: DatabaseHandle;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateBefore(database.db, areaMigrations(areas), INDEX_MIGRATION);
    for (const [id, firstName] of [
      ['ada', 'Adalind'],
      ['ben', 'Benlind'],
      ['cy', 'Cyrus'],
    ] as const)
      await insertAccount(database.db, {
        id,
        email: `${id}@example.com`,
        passwordHash: null,
        firstName,
        lastName: 'Stage',
        role: 'user',
        now: new Date('2024-01-01T00:00:00.000Z'),
      });
    await migrateToLatest(database.db, areaMigrations(areas));
  });

  it('indexes every existing account, and the list finds them by three letters or more', async () => {
    const { rows } = await sql<{ user_id: string }>`select user_id from user_search_rows order by user_id`.execute(database.db);
    expect(rows.map((row) => row.user_id)).toEqual(['ada', 'ben', 'cy']);
    const found = await listManagedUsers(database.db, userListQuerySchema.parse({ search: 'LIND', orderBy: 'name' }));
    expect(found.users.map((user) => user.id)).toEqual(['ada', 'ben']);
    expect(found.counts).toEqual({ all: 2, active: 2, banned: 0 });
  });
});
