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
import { testDatabaseUrl, databaseEngines } from '@/server/testing/server-process';

const MIGRATION = '0024_account_settings';


describe.each(databaseEngines())(
  `${MIGRATION} on %s: a default address per account, no seeded invoices`,
  (engine) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-settings-'));
    let database: DatabaseHandle;
    afterAll(async () => {
      await database?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const address = (id: string, userId: string, createdAt: string) => ({
      id,
      user_id: userId,
      name: id,
      phone: '',
      country: 'Germany',
      state: '',
      city: 'Berlin',
      street: 'Torstrasse 1',
      zip_code: '',
      created_at: createdAt,
    });

    beforeAll(async () => {
      database = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(engine) });
      const { db } = database;
      await migrateBefore(db, areaMigrations(areas), MIGRATION);
      for (const id of ['ada', 'bob', 'cy'])
        await insertAccount(db, {
          id,
          email: `${id}@example.com`,
          passwordHash: null,
          firstName: id,
          lastName: 'Account',
          role: 'user',
          now: new Date('2025-01-01T00:00:00.000Z'),
        });
      await db
        .insertInto('user_addresses')
        .values([
          address('ada-old', 'ada', '2025-01-01T00:00:00.000Z'),
          address('ada-new', 'ada', '2025-03-01T00:00:00.000Z'),
          address('ada-mid', 'ada', '2025-02-01T00:00:00.000Z'),
          // Two of the same time: the one the list showed first (the smaller id) becomes the default.
          address('bob-b', 'bob', '2025-01-01T00:00:00.000Z'),
          address('bob-a', 'bob', '2025-01-01T00:00:00.000Z'),
        ] as never)
        .execute();
      await sql`insert into user_invoices (id, user_id, price, created_at) values ('inv-1', 'ada', 12.5, '2025-01-01T00:00:00.000Z')`.execute(
        db,
      );
      expect(await migrateToLatest(db, areaMigrations(areas))).toContain(MIGRATION);
    });

    it('makes the newest address of each account its default, and only that one', async () => {
      const rows = await database.db
        .selectFrom('user_addresses')
        .select(['id', 'is_default'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.id, Number(row.is_default)])).toEqual([
        ['ada-mid', 0],
        ['ada-new', 1],
        ['ada-old', 0],
        ['bob-a', 1],
        ['bob-b', 0],
      ]);
    });

    it('lets no account have two defaults', async () => {
      await expect(
        database.db
          .updateTable('user_addresses')
          .set({ is_default: 1 })
          .where('id', '=', 'ada-old')
          .execute(),
      ).rejects.toThrow();
      await database.db
        .insertInto('user_addresses')
        .values({ ...address('cy-1', 'cy', '2025-04-01T00:00:00.000Z'), is_default: 1 })
        .execute();
    });

    it('drops the made-up invoices', async () => {
      await expect(sql`select * from user_invoices`.execute(database.db)).rejects.toThrow();
    });
  },
);
