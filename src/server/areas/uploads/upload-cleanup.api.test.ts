import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { areaUploadReferences } from '@/server/area';
import { areas } from '@/server/areas';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { createFileStorage } from '@/server/storage/file-storage';
import { describeApi } from '@/server/testing/api-server';
import { releaseUnreferencedUploads, sweepUnreferencedUploads, UNREFERENCED_UPLOAD_GRACE_MS, type UploadDeps } from './upload-cleanup';
import { pngImage } from './test-images';

const nameOf = (url: string) => url.slice('/uploads/'.length);

// The server's cleanup, run here on its database and DATA_DIR directly; the demo has no sweeper and its database
// lives in its host's memory.
describeApi('uploads: removed once nothing refers to them', { targets: 'server' }, (server) => {
  let database: DatabaseHandle;
  // The server's own database and folder, opened here as the lead's code (or the sweeper) would use them.
  const deps = (): UploadDeps => ({
    storage: createFileStorage(server.dataDir),
    database,
    logger: pino({ level: 'silent' }),
    uploadReferences: areaUploadReferences(areas),
  });
  beforeAll(() => {
    database = openDatabase({ dataDir: server.dataDir, databaseUrl: server.env.DATABASE_URL });
  });
  afterAll(async () => {
    await database.close();
  });

  const upload = async (): Promise<string> => {
    const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token: server.adminToken,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(200);
    return body.image.url;
  };
  const isServed = async (url: string) => (await fetch(new URL(url, server.baseUrl))).status === 200;
  const hasRow = async (url: string) => (await server.sql('select name from uploads where name = ?', [nameOf(url)])).length === 1;
  const fileOf = (name: string) => path.join(server.dataDir, 'uploads', name);

  let columnId: string | undefined;
  const cardWith = async (attachments: string[]): Promise<string> => {
    columnId ??= (await server.api.post('/api/kanban/columns/new', { name: 'Uploads' }, { token: server.adminToken })).body.column.id;
    const { status, body } = await server.api.post('/api/kanban/cards/new', { columnId, name: 'With image', attachments }, { token: server.adminToken });
    expect(status).toBe(200);
    return body.card.id;
  };
  const chatWith = async (attachments: string[]) => {
    const member = await server.api.registerUser();
    const { status } = await server.api.post(
      '/api/chat/messages/new',
      { recipientIds: [member.user.id], body: 'Look', contentType: 'image', attachments },
      { token: server.adminToken },
    );
    expect(status).toBe(200);
  };

  it('releases at once the given uploads nothing refers to, and keeps those a card or a message shows', async () => {
    const [onCard, inChat, unused] = [await upload(), await upload(), await upload()];
    const cardId = await cardWith(['/images/gallery/2.svg', onCard]);
    await chatWith([inChat]);

    const released = await releaseUnreferencedUploads(deps(), [onCard, inChat, unused, '/images/gallery/2.svg', '/uploads/../app.db', 'x']);
    expect(released).toEqual([nameOf(unused)]);
    expect(await isServed(unused)).toBe(false);
    expect(await hasRow(unused)).toBe(false);
    for (const kept of [onCard, inChat]) {
      expect(await isServed(kept)).toBe(true);
      expect(await hasRow(kept)).toBe(true);
    }

    // Once the card is gone, so is its image.
    expect((await server.api.post('/api/kanban/cards/delete', { cardId }, { token: server.adminToken })).status).toBe(200);
    expect(await releaseUnreferencedUploads(deps(), [onCard])).toEqual([nameOf(onCard)]);
    expect(await isServed(onCard)).toBe(false);
    expect(await releaseUnreferencedUploads(deps(), [])).toEqual([]);
  });

  it('sweeps uploads and stray files older than the grace period that nothing refers to, nothing else', async () => {
    const [referenced, unreferenced] = [await upload(), await upload()];
    await cardWith([referenced]);
    // Files without a row: one left by a crash between writing and recording, one from before uploads were recorded
    // that a card still shows.
    const stray = '0c5e8f7a-3b1d-4e8f-9a6b-2c4d6e8f0a1b.png';
    const older = '1d6f908b-4c2e-4f90-8b7c-3d5e7f9a1b2c.png';
    for (const name of [stray, older]) fs.writeFileSync(fileOf(name), await pngImage());
    await cardWith([`/uploads/${older}`]);

    expect(await sweepUnreferencedUploads(deps(), new Date())).toEqual([]);
    expect(await isServed(unreferenced)).toBe(true);
    expect(fs.existsSync(fileOf(stray))).toBe(true);

    const later = new Date(Date.now() + UNREFERENCED_UPLOAD_GRACE_MS + 60_000);
    expect((await sweepUnreferencedUploads(deps(), later)).sort()).toEqual([nameOf(unreferenced), stray].sort());
    expect(await isServed(unreferenced)).toBe(false);
    expect(await hasRow(unreferenced)).toBe(false);
    expect(fs.existsSync(fileOf(stray))).toBe(false);
    expect(await isServed(referenced)).toBe(true);
    // The older upload is kept, and recorded from now on (without an owner).
    expect(await isServed(`/uploads/${older}`)).toBe(true);
    expect(await server.sql('select owner_id, content_type from uploads where name = ?', [older])).toEqual([
      { owner_id: null, content_type: 'image/png' },
    ]);
    expect(await sweepUnreferencedUploads(deps(), later)).toEqual([]);
  });

  it('sweeps when the server starts, and logs the names it removed', async () => {
    const url = await upload();
    const old = new Date(Date.now() - UNREFERENCED_UPLOAD_GRACE_MS - 60_000);
    await server.sql('update uploads set created_at = ? where name = ?', [old.toISOString(), nameOf(url)]);
    await server.restart();
    const line = await server.waitForLine((text) => text.includes(nameOf(url)), 10_000);
    expect(JSON.parse(line)).toMatchObject({ level: 30, removed: [nameOf(url)] });
    expect(await isServed(url)).toBe(false);
  });
});
