import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaUploadReferences } from '@/server/area';
import { areas } from '@/server/areas';
import { databaseEngines } from '@/server/testing/server-process';
import { useTestDatabase } from '@/server/testing/test-database';
import { REFERENCE_BATCH, referencedUploads } from './upload-references';

const names = Array.from({ length: 6 }, (_, n) => `${n}0000000-0000-4000-8000-000000000000.${n % 2 ? 'png' : 'webp'}`);
const url = (n: number) => `/uploads/${names[n]}`;
const many = Array.from({ length: 1200 }, (_, n) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111.gif`);

describe.each(databaseEngines())('referencedUploads on %s', (engine) => {
  const database = useTestDatabase(engine);
  beforeAll(async () => {
    await sql`create table notes (id integer, body text, images text)`.execute(database.db);
    const recorded = [...names, ...many].map((name) => ({ name, owner_id: null, content_type: 'image/png', size: 1, created_at: '2030-01-01T00:00:00.000Z' }));
    for (let start = 0; start < recorded.length; start += 200)
      await database.db.insertInto('uploads').values(recorded.slice(start, start + 200)).execute();
    const rows: [number, string | null, string][] = [
      [1, `<p>Hello</p><img src="${url(0)}" alt="">`, '[]'],
      [2, null, JSON.stringify(['/images/gallery/1.svg', url(1), url(2)])],
      // Another file's url that shares all but the extension.
      [3, `see ${url(3).replace(/png$/, 'gif')}`, '[]'],
      // The bare name, not as a url: no reference.
      [4, names[4]!, '[]'],
    ];
    for (const [id, body, images] of rows) await sql`insert into notes values (${id}, ${body}, ${images})`.execute(database.db);
  });

  it('finds which of the recorded names any declared column mentions as /uploads/<name>', async () => {
    const found = await referencedUploads(
      database.db,
      [
        { table: 'notes', column: 'body' },
        { table: 'notes', column: 'images' },
      ],
      names,
    );
    expect([...found].sort()).toEqual([names[0], names[1], names[2]]);
  });

  it('asks nothing for no names, and finds nothing without declared columns or for a name not recorded', async () => {
    expect(await referencedUploads(database.db, [{ table: 'no_such_table', column: 'x' }], [])).toEqual(new Set());
    await sql`insert into notes values (5, ${'/uploads/ffffffff-0000-4000-8000-000000000000.png'}, '[]')`.execute(database.db);
    expect(await referencedUploads(database.db, [{ table: 'notes', column: 'body' }], ['ffffffff-0000-4000-8000-000000000000.png'])).toEqual(new Set());
    expect(await referencedUploads(database.db, [], names)).toEqual(new Set());
  });

  it('takes names in batches, however many', async () => {
    expect(many.length).toBeGreaterThan(2 * REFERENCE_BATCH);
    expect(await referencedUploads(database.db, [{ table: 'notes', column: 'images' }], [...many, names[1]!])).toEqual(new Set([names[1]]));
  });

  it('searches every column the areas declare (each exists in the schema)', async () => {
    const declared = areaUploadReferences(areas);
    expect(declared).toEqual(expect.arrayContaining([{ table: 'kanban_cards', column: 'attachments' }, { table: 'chat_messages', column: 'attachments' }]));
    expect(await referencedUploads(database.db, declared, names)).toEqual(new Set());
  });
});
