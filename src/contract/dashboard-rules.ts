// The dashboards' periods, limits and refusals, apart from the schemas so that the dashboards' screens can use
// them without loading zod.

/** The periods a dashboard sums over: the last 7, 30 or 365 UTC days, today included. */
export const dashboardPeriods = ['7d', '30d', '365d'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const dashboardPeriodDays: Record<DashboardPeriod, number> = { '7d': 7, '30d': 30, '365d': 365 };
/** How the period's chart is bucketed: a point per day, or per calendar month for a year. */
export const dashboardBucketOf: Record<DashboardPeriod, 'day' | 'month'> = {
  '7d': 'day',
  '30d': 'day',
  '365d': 'month',
};

/** Who sees the shop's sales and the site's analytics (the server's rule for those two calls): the admins. */
export const maySeeBusinessFigures = (user: { role: string }): boolean => user.role === 'admin';

export const DashboardErrors = {
  periodInvalid: { code: 'dashboard.period_invalid', message: 'Period must be one of 7d, 30d, 365d' },
} as const;

/** How many rows a dashboard list holds. */
export const DashboardLimits = {
  topProducts: 5,
  topCustomers: 5,
  latestProducts: 5,
  newestOrders: 6,
  countries: 8,
  topPages: 8,
  latestPosts: 5,
  orderTimeline: 5,
  tasks: 8,
  featuredPosts: 3,
  latestInvoices: 5,
  topAuthors: 3,
  upcomingEvents: 5,
  dueSoon: 5,
  /** Cards due within this many days are "due soon". */
  dueSoonDays: 7,
} as const;
