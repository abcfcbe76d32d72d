import { describe, expect, inject, it } from 'vitest';
import { useSharedPostgresDatabase } from '@/server/testing/shared-test-database';
import { createMemoryRateLimitStore } from './rate-limit-store';
import { createDatabaseRateLimitStore } from './shared-rate-limit';

const minute = 60_000;

describe('rate limit store in memory', () => {
  it('counts per key in a fixed window and starts a new window when it ends', () => {
    const store = createMemoryRateLimitStore(minute);
    expect(store.hit('10.0.0.1', 0)).toEqual({ count: 1, endsAt: minute });
    expect(store.hit('10.0.0.1', 30_000)).toEqual({ count: 2, endsAt: minute });
    expect(store.hit('10.0.0.2', 30_000)).toEqual({ count: 1, endsAt: 30_000 + minute });
    expect(store.hit('10.0.0.1', minute)).toEqual({ count: 1, endsAt: 2 * minute });
  });
});

describe.skipIf(!inject('postgresUrl'))('rate limit store in PostgreSQL', () => {
  const database = useSharedPostgresDatabase();

  it('counts per limit name and key in a fixed window and starts a new window when it ends', async () => {
    const store = createDatabaseRateLimitStore(database.first().db, { name: 'unit', windowMs: minute });
    const other = createDatabaseRateLimitStore(database.first().db, { name: 'other', windowMs: minute });
    expect(await store.hit('10.0.0.1', 0)).toEqual({ count: 1, endsAt: minute });
    expect(await store.hit('10.0.0.1', 30_000)).toEqual({ count: 2, endsAt: minute });
    expect(await other.hit('10.0.0.1', 30_000)).toEqual({ count: 1, endsAt: 30_000 + minute });
    expect(await store.hit('10.0.0.2', 30_000)).toEqual({ count: 1, endsAt: 30_000 + minute });
    expect(await store.hit('10.0.0.1', minute)).toEqual({ count: 1, endsAt: 2 * minute });
  });

  it('counts hits made at once through two connection pools exactly once each', async () => {
    const a = createDatabaseRateLimitStore(database.first().db, { name: 'race', windowMs: minute });
    const b = createDatabaseRateLimitStore(database.second().db, { name: 'race', windowMs: minute });
    const windows = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('192.0.2.1', 1_000)),
    );
    const counts = windows.map((window) => window.count).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('counts an address of any length (a forwarded one is what the client sends)', async () => {
    const store = createDatabaseRateLimitStore(database.first().db, { name: 'long', windowMs: minute });
    const address = 'x'.repeat(100_000);
    expect(await store.hit(address, 0)).toEqual({ count: 1, endsAt: minute });
    expect(await store.hit(address, 1)).toEqual({ count: 2, endsAt: minute });
  });

  it('sweeps windows that ended', async () => {
    const { db } = database.first();
    const time = Date.now();
    await db
      .insertInto('rate_limit_windows')
      .values({ key: 'sweep:old', count: 3, ends_at: time - 1 })
      .execute();
    await createDatabaseRateLimitStore(db, { name: 'sweep', windowMs: minute }).hit('198.51.100.1', time);
    const old = () =>
      db.selectFrom('rate_limit_windows').select('key').where('key', '=', 'sweep:old').execute();
    await expect.poll(async () => (await old()).length).toBe(0);
  });
});
