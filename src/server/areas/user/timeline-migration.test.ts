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

const TIMELINE_MIGRATION = '0025_user_timeline';


const at = '2025-03-01T10:00:00.000Z';

describe.each(databaseEngines())('0025_user_timeline on %s: likes and comments become rows, counts leave out the workspace', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-timeline-'));
  let database: DatabaseHandle;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as they were before the migration
  const before = () => database.db as any;

  beforeAll(async () => {
    database = openDatabase({ dataDir, databaseUrl: await testDatabaseUrl(engine) });
    await migrateBefore(database.db, areaMigrations(areas), TIMELINE_MIGRATION);
    const account = (id: string, firstName: string, photo: string) =>
      insertAccount(database.db, {
        id,
        email: `${id}@example.com`,
        passwordHash: null,
        firstName,
        lastName: 'Crew',
        role: 'user',
        now: new Date(at),
        extra: { photo_url: photo },
      });
    await account('owner', 'Olive', '/images/avatar/1.svg');
    await account('fan', 'Frank', '/images/avatar/2.svg');
    await account('namesake', 'Frank', '/images/avatar/3.svg');
    await before()
      .insertInto('user_profiles')
      .values([
        { user_id: 'owner', follower: 500, following: 1, total_post: 40, quote: '', school: '' },
        { user_id: 'fan', follower: 0, following: 7, total_post: 0, quote: '', school: '' },
      ])
      .execute();
    await before()
      .insertInto('user_follows')
      .values([
        { follower_id: 'fan', followee_id: 'owner', created_at: at },
        { follower_id: 'namesake', followee_id: 'owner', created_at: at },
        { follower_id: 'owner', followee_id: 'fan', created_at: at },
        { follower_id: 'owner', followee_id: 'namesake', created_at: at },
      ])
      .execute();
    const comment = (id: string, authorId: string, name: string, message: string) => ({
      id,
      author: { id: authorId, avatarUrl: '/images/avatar/9.svg', name },
      createdAt: '2025-03-02T10:00:00.000Z',
      message,
    });
    await before()
      .insertInto('user_posts')
      .values([
        {
          id: 'post-1',
          user_id: 'owner',
          message: 'First',
          media: '',
          is_liked: 1,
          person_likes: JSON.stringify([
            { name: 'Frank Crew', avatarUrl: '/images/avatar/2.svg' },
            { name: 'Someone Gone', avatarUrl: '' },
          ]),
          comments: JSON.stringify([comment('c-1', 'fan', 'Frank Crew', 'Nice'), comment('c-2', 'gone', 'Gone Person', 'Bye')]),
          created_at: at,
        },
        {
          id: 'post-2',
          user_id: 'owner',
          message: 'Second',
          media: '',
          is_liked: 0,
          person_likes: '[]',
          // The same comment id twice: the second gets one of its own.
          comments: JSON.stringify([comment('c-1', 'namesake', 'Frank Crew', 'Again')]),
          created_at: at,
        },
      ])
      .execute();
    expect(await migrateToLatest(database.db, areaMigrations(areas))).toContain(TIMELINE_MIGRATION);
  });

  it("makes the owner's flag and each liker found by name and photo a like of that account", async () => {
    const likes = await database.db
      .selectFrom('user_post_likes')
      .select(['post_id', 'user_id'])
      .orderBy('post_id')
      .orderBy('user_id')
      .execute();
    expect(likes).toEqual([
      { post_id: 'post-1', user_id: 'fan' },
      { post_id: 'post-1', user_id: 'owner' },
    ]);
  });

  it('keeps every comment with its text, time and name, and its account where that exists', async () => {
    const comments = await database.db.selectFrom('user_post_comments').selectAll().orderBy('post_id').orderBy('id').execute();
    expect(comments).toEqual([
      {
        id: 'c-1',
        post_id: 'post-1',
        user_id: 'fan',
        name: 'Frank Crew',
        avatar_url: '/images/avatar/9.svg',
        message: 'Nice',
        created_at: '2025-03-02T10:00:00.000Z',
      },
      {
        id: 'c-2',
        post_id: 'post-1',
        user_id: null,
        name: 'Gone Person',
        avatar_url: '/images/avatar/9.svg',
        message: 'Bye',
        created_at: '2025-03-02T10:00:00.000Z',
      },
      {
        id: 'post-2-comment-0',
        post_id: 'post-2',
        user_id: 'namesake',
        name: 'Frank Crew',
        avatar_url: '/images/avatar/9.svg',
        message: 'Again',
        created_at: '2025-03-02T10:00:00.000Z',
      },
    ]);
  });

  it('drops the JSON columns of the post', async () => {
    const [post] = await before().selectFrom('user_posts').selectAll().where('id', '=', 'post-1').execute();
    expect(Object.keys(post).sort()).toEqual(['created_at', 'id', 'media', 'message', 'user_id']);
  });

  it('takes the follows and posts inside the workspace out of the stored counts, never below 0', async () => {
    const profiles = await database.db
      .selectFrom('user_profiles')
      .select(['user_id', 'follower', 'following', 'total_post'])
      .orderBy('user_id')
      .execute();
    expect(profiles).toEqual([
      { user_id: 'fan', follower: 0, following: 6, total_post: 0 },
      { user_id: 'owner', follower: 498, following: 0, total_post: 38 },
    ]);
  });
});
