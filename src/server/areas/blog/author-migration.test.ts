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

const AUTHOR_MIGRATION = '0017_blog_author';


describe.each(databaseEngines())('0017_blog_author on %s: posts from before belong to the first admin', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-author-'));
  let database: DatabaseHandle;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const account = (id: string, role: 'admin' | 'user', now: string) =>
    insertAccount(database.db, {
      id,
      email: `${id}@example.com`,
      passwordHash: null,
      firstName: id,
      lastName: 'Account',
      role,
      now: new Date(now),
    });

  beforeAll(async () => {
    database = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(engine) });
    await migrateBefore(database.db, areaMigrations(areas), AUTHOR_MIGRATION);
    await account('member', 'user', '2024-01-01T00:00:00.000Z');
    await account('first-admin', 'admin', '2024-02-01T00:00:00.000Z');
    await account('later-admin', 'admin', '2024-03-01T00:00:00.000Z');
    for (const id of ['p1', 'p2']) {
      await database.db
        .insertInto('blog_posts')
        .values({
          id,
          slug: id,
          cover: '/images/cover/1.svg',
          title: id,
          description: 'A post',
          body: '<p>Text</p>',
          tags: '[]',
          favorite_person: '[]',
          view_count: 0,
          share_count: 0,
          favorite_count: 0,
          author_name: 'Crew Member',
          author_avatar: '',
          created_at: '2025-01-01T00:00:00.000Z',
        } as never)
        .execute();
    }
    expect(await migrateToLatest(database.db, areaMigrations(areas))).toContain(AUTHOR_MIGRATION);
  });

  it('gives every existing post to the admin who came first', async () => {
    const rows = await database.db.selectFrom('blog_posts').select(['id', 'created_by']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'p1', created_by: 'first-admin' },
      { id: 'p2', created_by: 'first-admin' },
    ]);
  });

  it('leaves a post to the admins once its author’s account is deleted', async () => {
    await database.db.updateTable('blog_posts').set({ created_by: 'member' }).where('id', '=', 'p2').execute();
    await database.db.deleteFrom('users').where('id', '=', 'member').execute();
    const row = await database.db.selectFrom('blog_posts').select('created_by').where('id', '=', 'p2').executeTakeFirstOrThrow();
    expect(row.created_by).toBeNull();
  });
});
