import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { areaMigrations, areaSeedPlan } from '@/server/area';
import { areas } from '@/server/areas';
import { loadConfig } from '@/server/config';
import { createLogger } from '@/server/logger';
import { testDatabaseUrl } from '@/server/testing/server-process';
import { openDatabase, type DatabaseHandle } from './open-database';
import { prepareDatabase } from './prepare-database';

describe.skipIf(!inject('postgresUrl'))('start-up on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('migrates and seeds an empty database once when two servers start at the same moment', async () => {
    const databaseUrl = await testDatabaseUrl('postgres');
    const config = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: 's'.repeat(32) });
    const logger = createLogger('silent');
    const migrations = areaMigrations(areas);
    // Two processes: two connection pools on the same empty database.
    handles.push(openDatabase(config), openDatabase(config));
    const runs = await Promise.all(
      handles.map((database) =>
        prepareDatabase(database, { migrations, seed: areaSeedPlan(areas), config, logger }),
      ),
    );

    const everyMigration = Object.keys(migrations).length + 2; // and the engine's own two
    expect(runs.map((run) => run.applied.length).sort((a, b) => a - b)).toEqual([0, everyMigration]);
    expect(runs.map((run) => run.seeded).sort()).toEqual(['seeded', 'skipped']);
    const { db } = handles[0]!;
    const applied = await sql<{ name: string; times: number }>`
      select name, count(*) as times from kysely_migration group by name`.execute(db);
    expect(applied.rows).toHaveLength(everyMigration);
    expect(applied.rows.every((row) => Number(row.times) === 1)).toBe(true);
    const admins = await db.selectFrom('users').select('id').where('email', '=', config.adminEmail).execute();
    expect(admins).toHaveLength(1);
    // The lock is released: a third start finds nothing to do at once.
    const again = await prepareDatabase(handles[1]!, {
      migrations,
      seed: areaSeedPlan(areas),
      config,
      logger,
    });
    expect(again).toEqual({ applied: [], seeded: 'skipped' });
  }, 60_000);
});
