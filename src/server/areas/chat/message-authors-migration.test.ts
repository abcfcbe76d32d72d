import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaMigrations } from '@/server/area';
import { areas } from '@/server/areas';
import { insertAccount } from '@/server/areas/account/account-store';
import { migrateBefore, migrateToLatest } from '@/server/db/migrate';
import { openDatabase, type DatabaseHandle } from '@/server/db/open-database';
import { testDatabaseUrl, databaseEngines } from '@/server/testing/server-process';

const AUTHORS_MIGRATION = '0031_chat_message_authors';


describe.each(databaseEngines())('0031_chat_message_authors on %s: a message outlives its sender', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-authors-'));
  let database: DatabaseHandle;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    database = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(engine) });
    await migrateBefore(database.db, areaMigrations(areas), AUTHORS_MIGRATION);
    for (const id of ['ada', 'ben'])
      await insertAccount(database.db, {
        id,
        email: `${id}@example.com`,
        passwordHash: null,
        firstName: id === 'ada' ? 'Ada' : 'Ben',
        lastName: 'Stage',
        role: 'user',
        now: new Date('2024-01-01T00:00:00.000Z'),
      });
    await database.db.updateTable('users').set({ photo_url: '/images/avatar/3.svg' }).where('id', '=', 'ada').execute();
    const now = '2025-01-01T00:00:00.000Z';
    await database.db.insertInto('conversations').values({ id: 'c1', type: 'ONE_TO_ONE', created_at: now, updated_at: now }).execute();
    await database.db
      .insertInto('conversation_participants')
      .values(['ada', 'ben'].map((userId) => ({ conversation_id: 'c1', user_id: userId, unread_count: 0 })))
      .execute();
    await database.db
      .insertInto('chat_messages')
      .values(
        [
          ['m1', 'ada'],
          ['m2', 'ben'],
        ].map(([id, sender], index) => ({
          id,
          conversation_id: 'c1',
          sender_id: sender,
          body: `Line ${id}`,
          content_type: 'text',
          attachments: '[]',
          created_at: `2025-01-01T00:00:0${index}.000Z`,
        })) as never,
      )
      .execute();
    expect(await migrateToLatest(database.db, areaMigrations(areas))).toContain(AUTHORS_MIGRATION);
  });

  const messages = () =>
    database.db
      .selectFrom('chat_messages')
      .select(['id', 'sender_id', 'sender_name', 'sender_avatar', 'body'])
      .orderBy('id')
      .execute();

  it('keeps every message and fills in the name and avatar of its sender', async () => {
    expect(await messages()).toEqual([
      { id: 'm1', sender_id: 'ada', sender_name: 'Ada Stage', sender_avatar: '/images/avatar/3.svg', body: 'Line m1' },
      { id: 'm2', sender_id: 'ben', sender_name: 'Ben Stage', sender_avatar: '', body: 'Line m2' },
    ]);
  });

  it('clears the sender of the messages of a deleted account and keeps them, and their indexes', async () => {
    await database.db.deleteFrom('users').where('id', '=', 'ada').execute();
    expect(await messages()).toEqual([
      { id: 'm1', sender_id: null, sender_name: 'Ada Stage', sender_avatar: '/images/avatar/3.svg', body: 'Line m1' },
      { id: 'm2', sender_id: 'ben', sender_name: 'Ben Stage', sender_avatar: '', body: 'Line m2' },
    ]);
    // The conversation still holds its messages; deleting it takes them along.
    await database.db.deleteFrom('conversations').where('id', '=', 'c1').execute();
    expect(await messages()).toEqual([]);
  });
});
