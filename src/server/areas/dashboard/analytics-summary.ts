import { sql } from 'kysely';
import { DashboardLimits, type AnalyticsSummary, type DashboardPeriod } from '@/contract/dashboard';
import { trafficSources, visitDevices, type TrafficSource, type VisitDevice } from '@/contract/site-traffic';
import { fromFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { likeLiteral } from '@/server/db/query-helpers';
import { countRows, latestPosts, sumViews, viewsBy, type Range } from './dashboard-queries';
import { newestOrders } from './newest-orders';
import { bucketOf, bucketStarts, periodRange, trend, type PeriodRange } from './period';

async function sumOrders(db: Db, range: Range): Promise<number> {
  const row = await db
    .selectFrom('sales_days')
    .select(sql<number>`coalesce(sum(orders), 0)`.as('orders'))
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.orders);
}

async function visitsSeries(db: Db, range: PeriodRange): Promise<AnalyticsSummary['visits']> {
  const rows = await db
    .selectFrom('page_view_days')
    .select(['day', 'device', sql<number>`sum(views)`.as('views')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['day', 'device'])
    .execute();
  const starts = bucketStarts(range);
  const buckets = new Map(starts.map((start) => [start, { start, desktop: 0, mobile: 0, tablet: 0 }]));
  for (const row of rows) {
    const bucket = buckets.get(bucketOf(starts, row.day)!)!;
    if ((visitDevices as readonly string[]).includes(row.device))
      bucket[row.device as VisitDevice] += Number(row.views);
  }
  return [...buckets.values()];
}

/** The kanban cards assigned to `userId`: open ones first, soonest due first (no due date last). */
async function tasksOf(db: Db, userId: string): Promise<AnalyticsSummary['tasks']> {
  const rows = await db
    .selectFrom('kanban_cards')
    .innerJoin('kanban_columns', 'kanban_columns.id', 'kanban_cards.column_id')
    .select([
      'kanban_cards.id',
      'kanban_cards.name',
      'kanban_cards.due',
      'kanban_cards.completed',
      'kanban_columns.name as column',
    ])
    // The assignees are a JSON list of {id, avatar, name}, written by JSON.stringify: the id comes first.
    .where(
      sql<boolean>`kanban_cards.assignee like ${`%{"id":${likeLiteral(JSON.stringify(userId))},%`} escape '\\'`,
    )
    .orderBy('kanban_cards.completed')
    .orderBy(sql`case when kanban_cards.due is null then 1 else 0 end`)
    .orderBy('kanban_cards.due')
    .orderBy('kanban_cards.id')
    .limit(DashboardLimits.tasks)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    column: row.column,
    due: row.due,
    completed: fromFlag(row.completed),
  }));
}

/** Requests per 100 views, one decimal; null without views. */
const ratePer100 = (requests: number, views: number) =>
  views === 0 ? null : Math.round((requests / views) * 1000) / 10;

/**
 * The public site's traffic and what it led to over `period` up to `now`, beside the period before: views from
 * the daily page-view rows, requests and accounts counted on their created_at indexes, orders from the daily
 * sales; and the caller's kanban tasks.
 */
export async function analyticsSummary(
  db: Db,
  userId: string,
  period: DashboardPeriod,
  now: Date,
): Promise<AnalyticsSummary> {
  const range = periodRange(period, now);
  const previous = { from: range.previousFrom, to: range.previousTo };
  const [
    views,
    viewsBefore,
    bookings,
    bookingsBefore,
    messages,
    messagesBefore,
    accounts,
    accountsBefore,
    orders,
    ordersBefore,
    visits,
    countries,
    devices,
    sources,
    pages,
    posts,
    timeline,
    tasks,
  ] = await Promise.all([
    sumViews(db, range),
    sumViews(db, previous),
    countRows(db, 'contact_requests', range, 'booking'),
    countRows(db, 'contact_requests', previous, 'booking'),
    countRows(db, 'contact_requests', range, 'contact'),
    countRows(db, 'contact_requests', previous, 'contact'),
    countRows(db, 'users', range),
    countRows(db, 'users', previous),
    sumOrders(db, range),
    sumOrders(db, previous),
    visitsSeries(db, range),
    viewsBy(db, 'country', range),
    viewsBy(db, 'device', range),
    viewsBy(db, 'source', range),
    viewsBy(db, 'path', range),
    latestPosts(db, DashboardLimits.latestPosts),
    newestOrders(db, DashboardLimits.orderTimeline),
    tasksOf(db, userId),
  ]);
  const viewsOf = (rows: { key: string; views: number }[], key: string) =>
    rows.find((row) => row.key === key)?.views ?? 0;
  const pricingViews = viewsOf(pages, '/pricing');
  const sayHelloViews = viewsOf(pages, '/say-hello');
  return {
    ...range,
    pageViews: trend(views, viewsBefore),
    bookingRequests: trend(bookings, bookingsBefore),
    contactMessages: trend(messages, messagesBefore),
    newAccounts: trend(accounts, accountsBefore),
    orders: trend(orders, ordersBefore),
    visits,
    byCountry: countries
      .slice(0, DashboardLimits.countries)
      .map(({ key, views: count }) => ({ country: key, views: count })),
    byDevice: visitDevices.map((device) => ({ device, views: viewsOf(devices, device) })),
    bySource: trafficSources.map((source: TrafficSource) => ({ source, views: viewsOf(sources, source) })),
    topPages: pages
      .slice(0, DashboardLimits.topPages)
      .map(({ key, views: count }) => ({ path: key, views: count })),
    conversion: {
      pricingViews,
      bookingRate: ratePer100(bookings, pricingViews),
      sayHelloViews,
      contactRate: ratePer100(messages, sayHelloViews),
    },
    latestPosts: posts,
    orderTimeline: timeline,
    tasks,
  };
}
