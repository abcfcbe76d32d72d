import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '@/server/area';
import { areas } from '@/server/areas';
import { migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { testDatabaseUrl, databaseEngines } from '@/server/testing/server-process';
import { createPageViewRecorder } from './page-view-recorder';

const desktopFromGoogle = { source: 'search', device: 'desktop', country: 'DE' } as const;
const phoneDirect = { source: 'direct', device: 'mobile', country: 'ZZ' } as const;

describe.each(databaseEngines())('page views on %s', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-views-'));
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(engine) });
    await migrateToLatest(database.db, areaMigrations(areas));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = () =>
    database.db
      .selectFrom('page_view_days')
      .select(['day', 'path', 'source', 'country', 'device', 'views'])
      .orderBy('day')
      .orderBy('path')
      .orderBy('device')
      .execute();

  it('are counted per day, page and kind of visit, and written only when flushed', async () => {
    const recorder = createPageViewRecorder(database.db, pino({ level: 'silent' }), 60_000);
    const monday = new Date('2026-03-02T09:00:00.000Z');
    const tuesday = new Date('2026-03-03T00:00:01.000Z');
    recorder.record('/', desktopFromGoogle, monday);
    recorder.record('/', desktopFromGoogle, monday);
    recorder.record('/', phoneDirect, monday);
    recorder.record('/pricing', desktopFromGoogle, tuesday);
    expect(await rows()).toEqual([]);
    await recorder.stop();
    expect((await rows()).map((row) => ({ ...row, views: Number(row.views) }))).toEqual([
      { day: '2026-03-02', path: '/', ...desktopFromGoogle, views: 2 },
      { day: '2026-03-02', path: '/', ...phoneDirect, views: 1 },
      { day: '2026-03-03', path: '/pricing', ...desktopFromGoogle, views: 1 },
    ]);
  });

  it('of several server processes add up', async () => {
    const logger = pino({ level: 'silent' });
    const [a, b] = [
      createPageViewRecorder(database.db, logger, 60_000),
      createPageViewRecorder(database.db, logger, 60_000),
    ];
    const day = new Date('2026-03-04T12:00:00.000Z');
    for (let n = 0; n < 5; n += 1) a.record('/faqs', phoneDirect, day);
    for (let n = 0; n < 3; n += 1) b.record('/faqs', phoneDirect, day);
    await Promise.all([a.flush(), b.flush()]);
    a.record('/faqs', phoneDirect, day);
    await Promise.all([a.stop(), b.stop()]);
    const faqs = (await rows()).filter((row) => row.path === '/faqs');
    expect(faqs.map((row) => Number(row.views))).toEqual([9]);
  });
});
