import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations, areaSeedPlan } from '@/server/area';
import { areas } from '@/server/areas';
import { loadConfig } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/open-database';
import { prepareDatabase } from '@/server/db/prepare-database';
import { createLogger } from '@/server/logger';
import { useTestDatabase } from '@/server/testing/test-database';
import { createMemorySnapshotStore } from './snapshot-store';
import { openWasmDatabase, type WasmDatabase } from './wasm-database';

const migrations = areaMigrations(areas);

async function schemaOf(handle: DatabaseHandle) {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_schema where name not like 'sqlite_%' order by type, name`.execute(
    handle.db,
  );
  return rows;
}

async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of (await schemaOf(handle)).filter((entry) => entry.type === 'table')) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(
      handle.db,
    );
    counts[name] = rows[0]!.n;
  }
  return counts;
}

/** The name, code and message of what `work` throws. */
async function failureOf(work: () => Promise<unknown>) {
  const error = await work().then(
    () => undefined,
    (thrown: unknown) => thrown as Error & { code?: string },
  );
  return error && { name: error.name, code: error.code, message: error.message };
}

describe('the server database on SQLite compiled to WebAssembly', () => {
  // The same migrations and seed on better-sqlite3, for comparison.
  const reference = useTestDatabase('sqlite');
  const snapshots = createMemorySnapshotStore();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wasm-database-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  const plan = { migrations, seed: areaSeedPlan(areas), config, logger: createLogger('silent') };
  let wasm: WasmDatabase;
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;

  beforeAll(async () => {
    wasm = await openWasmDatabase(snapshots);
    prepared = await prepareDatabase(wasm.handle, plan);
    await prepareDatabase(reference, plan);
  });
  afterAll(async () => {
    await wasm?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies every migration of the server, to the schema better-sqlite3 ends with', async () => {
    expect(prepared.applied).toHaveLength(Object.keys(migrations).length + 2); // and the engine's own two
    expect(await schemaOf(wasm.handle)).toEqual(await schemaOf(reference));
  });

  it('seeds the rows the server seeds', async () => {
    expect(prepared.seeded).toBe('seeded');
    const counts = await rowCounts(wasm.handle);
    expect(counts).toEqual(await rowCounts(reference));
    expect(counts.users).toBe(24);
    expect(counts.calendar_events).toBe(9);
    const columns = await wasm.handle.db
      .selectFrom('kanban_columns')
      .select('name')
      .orderBy('position')
      .execute();
    expect(columns.map((column) => column.name)).toEqual(['Backlog', 'Progress', 'Q&A', 'Production']);
  });

  it('binds and reads values as better-sqlite3 does', async () => {
    const probe = sql`
      select ${3} / 2 as half, typeof(${3}) as bound, ${10n} as big, ${'text'} as text, ${null} as absent,
             json_array(${2}, ${0.5}) as json, 9007199254740993 as beyond, ${new Uint8Array([1, 2, 3])} as bytes`;
    const [wasmRow, referenceRow] = await Promise.all(
      [wasm.handle, reference].map(
        async (handle) => (await probe.execute(handle.db)).rows[0] as Record<string, unknown>,
      ),
    );
    expect({ ...wasmRow, bytes: [...(wasmRow!.bytes as Uint8Array)] }).toEqual({
      ...referenceRow,
      bytes: [...(referenceRow!.bytes as Uint8Array)],
    });
    expect(wasmRow).toMatchObject({ half: 1.5, bound: 'real', big: 10, absent: null, json: '[2.0,0.5]' });
    await expect(sql`select ${true as unknown as number} as flag`.execute(wasm.handle.db)).rejects.toThrow(
      'SQLite3 can only bind numbers, strings, bigints, buffers, and null',
    );
  });

  it('reports inserted ids, changed rows and failures as better-sqlite3 does', async () => {
    const outcomes = [];
    for (const handle of [wasm.handle, reference]) {
      const { db } = handle;
      await sql`create temp table probe (id integer primary key, name text not null unique)`.execute(db);
      const inserted = await sql`insert into probe (name) values (${'a'}), (${'b'})`.execute(db);
      const updated = await sql`update probe set name = name || '!' where id > ${1}`.execute(db);
      const untouched = await sql`create index probe_name on probe (name)`.execute(db);
      const returned = await sql`insert into probe (name) values (${'c'}) returning id`.execute(db);
      const duplicate = await failureOf(() => sql`insert into probe (name) values (${'a'})`.execute(db));
      const missing = await failureOf(() => sql`select * from no_such_table`.execute(db));
      await sql`drop table temp.probe`.execute(db);
      outcomes.push({ inserted, updated, untouched, returned, duplicate, missing });
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[0]).toMatchObject({
      inserted: { insertId: 2n, numAffectedRows: 2n },
      updated: { numAffectedRows: 1n },
      untouched: { numAffectedRows: 0n },
      returned: { rows: [{ id: 3 }] },
      duplicate: {
        name: 'SqliteError',
        code: 'SQLITE_CONSTRAINT_UNIQUE',
        message: 'UNIQUE constraint failed: probe.name',
      },
      missing: { code: 'SQLITE_ERROR', message: 'no such table: no_such_table' },
    });
  });

  it('rolls back a transaction that throws', async () => {
    const { db } = wasm.handle;
    const cards = async () => (await rowCounts(wasm.handle)).kanban_cards;
    const before = await cards();
    expect(before).toBeGreaterThan(0);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('kanban_cards').execute();
        expect(await trx.selectFrom('kanban_cards').select('id').execute()).toEqual([]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await cards()).toBe(before);
  });

  it('enforces foreign keys', async () => {
    const failure = await failureOf(() =>
      wasm.handle.db.updateTable('kanban_cards').set({ column_id: 'no-such-column' }).execute(),
    );
    expect(failure).toEqual({
      name: 'SqliteError',
      code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
      message: 'FOREIGN KEY constraint failed',
    });
  });

  it('reads rows through readRows as through Kysely, inside a transaction too', async () => {
    const { db, readRows } = wasm.handle;
    const query = db.selectFrom('kanban_columns').select(['id', 'name']).orderBy('position').compile();
    const rows = (await db.executeQuery(query)).rows;
    expect(rows).toHaveLength(4);
    expect(await readRows(query)).toEqual(rows);
    let reading: Promise<unknown[]> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('kanban_columns').where('id', '=', rows[0]!.id).execute();
        // Waits for the transaction's connection: it reads after the rollback, never the uncommitted delete.
        reading = readRows(query);
        await trx.deleteFrom('kanban_columns').where('id', '=', rows[1]!.id).execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await reading).toEqual(rows);
  });

  it('passes the integrity check and answers a ping', async () => {
    await expect(wasm.handle.ping()).resolves.toBeUndefined();
    expect(await wasm.handle.integrityCheck()).toBe('ok');
  });

  it('saves a snapshot that a database opened later reads, only when something changed', async () => {
    expect(await wasm.persist()).toBe(true);
    expect(await wasm.persist()).toBe(false);

    const reopened = await openWasmDatabase(snapshots);
    try {
      expect(await rowCounts(reopened.handle)).toEqual(await rowCounts(wasm.handle));
      expect(await schemaOf(reopened.handle)).toEqual(await schemaOf(wasm.handle));
      expect(await reopened.handle.integrityCheck()).toBe('ok');
      const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(reopened.handle.db);
      expect(rows).toEqual([{ foreign_keys: 1 }]);
      expect(await reopened.persist()).toBe(false);
    } finally {
      await reopened.close();
    }
  });

  it('waits for a transaction under way, and saves its writes once it commits', async () => {
    const { db } = wasm.handle;
    const savedColumns = async () => {
      const reopened = await openWasmDatabase(snapshots);
      try {
        const names = await reopened.handle.db
          .selectFrom('kanban_columns')
          .select('name')
          .orderBy('position')
          .execute();
        return names.map((column) => column.name);
      } finally {
        await reopened.close();
      }
    };
    let saved: Promise<boolean> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('kanban_columns').set({ name: 'Ideas' }).where('name', '=', 'Backlog').execute();
      saved = wasm.persist();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Nothing of the open transaction is saved yet.
      expect(await savedColumns()).toEqual(['Backlog', 'Progress', 'Q&A', 'Production']);
    });
    expect(await saved).toBe(true);
    expect(await savedColumns()).toEqual(['Ideas', 'Progress', 'Q&A', 'Production']);
  });

  it('saves a change of the schema alone', async () => {
    await sql`create index probe_card_names on kanban_cards (name)`.execute(wasm.handle.db);
    expect(await wasm.persist()).toBe(true);
  });

  it('opens empty once the snapshot is cleared', async () => {
    await snapshots.clear();
    const fresh = await openWasmDatabase(snapshots);
    try {
      expect(await schemaOf(fresh.handle)).toEqual([]);
      expect(await fresh.persist()).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a snapshot that is no database', async () => {
    const broken = createMemorySnapshotStore();
    await broken.save(new TextEncoder().encode('not a database '.repeat(100)));
    await expect(openWasmDatabase(broken)).rejects.toThrow(/not a database/);
  });

  it('answers no more queries once closed', async () => {
    const closing = await openWasmDatabase(createMemorySnapshotStore());
    await closing.close();
    await expect(closing.handle.ping()).rejects.toThrow('The database connection is not open');
    expect(await closing.persist()).toBe(false);
  });
});
