import { sql } from 'kysely';
import { bookingPackageIds } from '@/contract/contact-rules';
import { DashboardLimits, type AppSummary, type DashboardPeriod } from '@/contract/dashboard';
import { trafficSources } from '@/contract/site-traffic';
import { fromFlag, fromJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { countRows, latestPosts, sumViews, timeRange, viewsBy } from './dashboard-queries';
import { newestOrders } from './newest-orders';
import { bucketOf, bucketStarts, periodRange, trend, type PeriodRange } from './period';

/** The public site's views and requests over the period: what only the admins see. */
async function siteFigures(db: Db, range: PeriodRange): Promise<NonNullable<AppSummary['site']>> {
  const previous = { from: range.previousFrom, to: range.previousTo };
  const { start, end } = timeRange(range);
  const [views, viewsBefore, requestsBefore, requests, days, sources] = await Promise.all([
    sumViews(db, range),
    sumViews(db, previous),
    countRows(db, 'contact_requests', previous),
    db
      .selectFrom('contact_requests')
      .select(['kind', 'package_id', 'created_at'])
      .where('created_at', '>=', start)
      .where('created_at', '<=', end)
      .execute(),
    viewsBy(db, 'day', range),
    viewsBy(db, 'source', range),
  ]);
  const starts = bucketStarts(range);
  const activity = new Map(starts.map((bucket) => [bucket, { start: bucket, views: 0, requests: 0 }]));
  for (const day of days) activity.get(bucketOf(starts, day.key)!)!.views += day.views;
  for (const request of requests)
    activity.get(bucketOf(starts, request.created_at.slice(0, 10))!)!.requests += 1;
  const packages = requests
    .filter((request) => request.kind === 'booking')
    .map((request) => request.package_id);
  return {
    pageViews: trend(views, viewsBefore),
    requests: trend(requests.length, requestsBefore),
    activity: [...activity.values()],
    bookingsByPackage: bookingPackageIds.map((packageId) => ({
      packageId,
      requests: packages.filter((chosen) => chosen === packageId).length,
    })),
    bySource: trafficSources.map((source) => ({
      source,
      views: sources.find((row) => row.key === source)?.views ?? 0,
    })),
  };
}

async function activeAccounts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('count'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function topProducts(db: Db): Promise<AppSummary['topProducts']> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'images', 'sold', 'price', 'price_sale'])
    .orderBy('sold', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DashboardLimits.topProducts)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    cover: fromJson<string[]>(row.images, [])[0] ?? '',
    sold: Number(row.sold),
    price: Number(row.price_sale ?? row.price),
  }));
}

async function topAuthors(db: Db): Promise<AppSummary['topAuthors']> {
  const rows = await db
    .selectFrom('blog_posts')
    .innerJoin('users', 'users.id', 'blog_posts.created_by')
    .select([
      'users.id',
      'users.display_name',
      'users.photo_url',
      sql<number>`count(*)`.as('posts'),
      sql<number>`sum(blog_posts.view_count)`.as('views'),
    ])
    .where('blog_posts.publish', '=', 1)
    .groupBy(['users.id', 'users.display_name', 'users.photo_url'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`sum(blog_posts.view_count)`, 'desc')
    .orderBy('users.id')
    .limit(DashboardLimits.topAuthors)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    name: row.display_name,
    avatarUrl: row.photo_url,
    posts: Number(row.posts),
    views: Number(row.views),
  }));
}

async function upcomingEvents(db: Db, now: Date): Promise<AppSummary['upcomingEvents']> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['id', 'title', 'start_at', 'end_at', 'all_day', 'text_color'])
    .where('end_at', '>=', now.toISOString())
    .orderBy('start_at')
    .orderBy('id')
    .limit(DashboardLimits.upcomingEvents)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    start: row.start_at,
    end: row.end_at,
    allDay: fromFlag(row.all_day),
    color: row.text_color,
  }));
}

async function dueSoon(db: Db, now: Date): Promise<AppSummary['dueSoon']> {
  const until = new Date(now.getTime() + DashboardLimits.dueSoonDays * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('kanban_cards')
    .innerJoin('kanban_columns', 'kanban_columns.id', 'kanban_cards.column_id')
    .select([
      'kanban_cards.id',
      'kanban_cards.name',
      'kanban_cards.due',
      'kanban_cards.assignee',
      'kanban_columns.name as column',
    ])
    .where('kanban_cards.completed', '=', 0)
    .where('kanban_cards.due', 'is not', null)
    .where('kanban_cards.due', '<=', until)
    .orderBy('kanban_cards.due')
    .orderBy('kanban_cards.id')
    .limit(DashboardLimits.dueSoon)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    column: row.column,
    due: row.due!,
    assignees: fromJson<{ name: string }[]>(row.assignee, []).map((assignee) => assignee.name),
  }));
}

/**
 * What the signed-in user sees first: the newest posts, the workspace's accounts, the site's traffic and requests
 * (admins only), the latest invoices (the shop's for an admin, a member's own), the best sellers, the authors,
 * and what is coming up in the calendar and on the kanban board.
 */
export async function appSummary(
  db: Db,
  viewer: { id: string; role: string },
  period: DashboardPeriod,
  now: Date,
): Promise<AppSummary> {
  const range = periodRange(period, now);
  const isAdmin = viewer.role === 'admin';
  const [posts, active, created, createdBefore, site, invoices, products, authors, events, cards] =
    await Promise.all([
      latestPosts(db, DashboardLimits.featuredPosts),
      activeAccounts(db),
      countRows(db, 'users', range),
      countRows(db, 'users', { from: range.previousFrom, to: range.previousTo }),
      isAdmin ? siteFigures(db, range) : null,
      newestOrders(db, DashboardLimits.latestInvoices, isAdmin ? undefined : viewer.id),
      topProducts(db),
      topAuthors(db),
      upcomingEvents(db, now),
      dueSoon(db, now),
    ]);
  return {
    ...range,
    featuredPosts: posts,
    accounts: { active, created: trend(created, createdBefore) },
    site,
    latestInvoices: invoices,
    topProducts: products,
    topAuthors: authors,
    upcomingEvents: events,
    dueSoon: cards,
  };
}
