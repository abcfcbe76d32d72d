import type { Kysely, Migration } from 'kysely';
import { toSlug } from '@/contract/slug';

/**
 * Posts and products are looked up by the slug of their title or name, which the web computes with
 * toSlug. Since toSlug spells out ß, ø, æ and the like (it used to drop them), rows stored before get the
 * slug the web now asks for. A row whose new slug another row already has keeps its old one.
 */
export const slugSpellingMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  async up(db: Kysely<any>) {
    for (const [table, source] of [
      ['blog_posts', 'title'],
      ['products', 'name'],
    ] as const) {
      const rows: { id: string; text: string; slug: string }[] = await db
        .selectFrom(table)
        .select(['id', `${source} as text`, 'slug'])
        .execute();
      const taken = new Set(rows.map((row) => row.slug));
      for (const row of rows) {
        const slug = toSlug(row.text);
        if (slug === row.slug || slug === '' || taken.has(slug)) continue;
        await db.updateTable(table).set({ slug }).where('id', '=', row.id).execute();
        taken.delete(row.slug);
        taken.add(slug);
      }
    }
  },
  // The old spelling is not kept; the new slugs stay valid for the old code's lookups by slug.
  async down() {},
};
