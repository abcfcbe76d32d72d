import { sql } from 'kysely';
import type { DashboardPost } from '@/contract/dashboard';
import type { Db } from '@/server/db/database';

export type Range = { from: string; to: string };
/** Timestamps of the days `from`..`to` (ISO text sorts as time). */
export const timeRange = ({ from, to }: Range) => ({
  start: `${from}T00:00:00.000Z`,
  end: `${to}T23:59:59.999Z`,
});

/** Rows of `table` created in the days of `range` (contact requests: of one kind, or both). */
export async function countRows(
  db: Db,
  table: 'users' | 'contact_requests',
  range: Range,
  kind?: 'booking' | 'contact',
) {
  const { start, end } = timeRange(range);
  let query = db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('count'))
    .where('created_at', '>=', start)
    .where('created_at', '<=', end);
  if (kind) query = query.where(sql.ref('kind'), '=', kind);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Views of the public site in the days of `range` (of one page, or all). */
export async function sumViews(db: Db, range: Range, path?: string): Promise<number> {
  let query = db
    .selectFrom('page_view_days')
    .select(sql<number>`coalesce(sum(views), 0)`.as('views'))
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (path) query = query.where('path', '=', path);
  return Number((await query.executeTakeFirstOrThrow()).views);
}

/** The views of the days of `range` grouped by one column, most first. */
export async function viewsBy<C extends 'day' | 'path' | 'source' | 'country' | 'device'>(
  db: Db,
  column: C,
  range: Range,
) {
  const rows = await db
    .selectFrom('page_view_days')
    .select([sql.ref<string>(column).as('key'), sql<number>`sum(views)`.as('views')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(column)
    .orderBy(sql`sum(views)`, 'desc')
    .orderBy(column)
    .execute();
  return rows.map((row) => ({ key: row.key, views: Number(row.views) }));
}

/** The newest published posts. */
export async function latestPosts(db: Db, limit: number): Promise<DashboardPost[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'cover', 'description', 'created_at'])
    .where('publish', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ created_at: createdAt, ...post }) => ({ ...post, createdAt }));
}
