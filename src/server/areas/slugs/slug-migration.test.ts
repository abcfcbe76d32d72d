import { beforeAll, describe, expect, it } from 'vitest';
import { toSlug } from '@/contract/slug';
import { findPostBySlug, insertPost } from '@/server/areas/blog/blog-store';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { slugSpellingMigration } from './slug-migration';

const author = { name: 'Saskia Ardent', avatarUrl: '/images/avatar/1.svg' };

describe.each(databaseEngines())('0014_slug_spelling on %s: stored slugs follow toSlug spelling out ß, ø and the like', (engine) => {
  const database = useTestDatabase(engine);

  /** A post as it was stored before the migration: with the slug the old toSlug gave it. */
  async function storedPost(id: string, title: string, oldSlug: string) {
    await insertPost(database.db, {
      id,
      cover: '/images/cover/1.svg',
      title,
      description: 'A post',
      body: '<p>Text</p>',
      tags: [],
      favoritePerson: [],
      view: 0,
      share: 0,
      favorite: 0,
      author,
      createdAt: '2026-01-01T10:00:00.000Z',
      publish: true,
      allowComments: true,
      metaTitle: '',
      metaDescription: '',
      metaKeywords: [],
    });
    await database.db.updateTable('blog_posts').set({ slug: oldSlug }).where('id', '=', id).execute();
  }
  const slugOf = async (id: string) =>
    (await database.db.selectFrom('blog_posts').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

  beforeAll(async () => {
    await storedPost('p1', 'Grüße aus der Straße', 'gruse-aus-der-strae');
    await storedPost('p2', 'Ørsted live', 'rsted-live');
    await storedPost('p3', 'Backstage at the Gala', 'backstage-at-the-gala');
    // Two posts that the new spelling would give the same slug: the one that has it keeps it.
    await storedPost('p4', 'Große Bühne', 'groe-buhne');
    await storedPost('p5', 'Grosse Buhne', 'grosse-buhne');
    await slugSpellingMigration.up(database.db);
  });

  it('gives old rows the slug the web now asks for, so their pages open again', async () => {
    expect(await slugOf('p1')).toBe('grusse-aus-der-strasse');
    expect(await slugOf('p2')).toBe('orsted-live');
    expect((await findPostBySlug(database.db, toSlug('Grüße aus der Straße')))?.id).toBe('p1');
    expect((await findPostBySlug(database.db, 'Ørsted live'))?.id).toBe('p2');
  });

  it('leaves slugs that are already right, and never takes another row’s slug', async () => {
    expect(await slugOf('p3')).toBe('backstage-at-the-gala');
    expect(await slugOf('p4')).toBe('groe-buhne');
    expect(await slugOf('p5')).toBe('grosse-buhne');
  });
});
