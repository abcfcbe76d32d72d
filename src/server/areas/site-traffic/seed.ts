import type { SeedContext } from '@/server/db/seed/seed-context';
import { batches } from '@/server/db/query-helpers';
import type { PageViewDaysTable } from './tables';

/** A year of the public site's views, so the analytics charts have a shape on the first start. */
export const SEEDED_TRAFFIC_DAYS = 365;
/** Kinds of visit drawn per day; each is one row (the rows stay few, the views many). */
const GROUPS_PER_DAY = 24;

type Weighted<T> = { weight: number; value: T }[];
const weighted = <T>(entries: [T, number][]): Weighted<T> =>
  entries.map(([value, weight]) => ({ value, weight }));

const pages = weighted([
  ['/', 34],
  ['/hosting-speaking', 15],
  ['/media-profile', 10],
  ['/photoes', 9],
  ['/about-us', 8],
  ['/pricing', 9],
  ['/say-hello', 6],
  ['/faqs', 5],
  ['/payment', 1],
  ['/privacy-policy', 1],
  ['/terms-and-conditions', 1],
  ['/cookie-policy', 1],
]);
const sources = weighted([
  ['direct', 32],
  ['search', 28],
  ['instagram', 13],
  ['facebook', 8],
  ['youtube', 7],
  ['x', 4],
  ['linkedin', 4],
  ['tiktok', 2],
  ['other', 2],
]);
const devices = weighted([
  ['mobile', 56],
  ['desktop', 37],
  ['tablet', 7],
]);
const countries = weighted([
  ['DE', 30],
  ['US', 16],
  ['GB', 12],
  ['FR', 10],
  ['AT', 8],
  ['CH', 7],
  ['NL', 5],
  ['ZZ', 12],
]);

/** Views over the last year, growing towards today and busier at weekends; today's come from real visits. */
export async function seedSiteTraffic(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('site-traffic');
  const rows = new Map<string, PageViewDaysTable>();
  for (let daysAgo = SEEDED_TRAFFIC_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const date = new Date(ctx.now.getTime() - daysAgo * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const growth = 0.5 + (1 - daysAgo / SEEDED_TRAFFIC_DAYS);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.35 : 1;
    for (let group = 0; group < GROUPS_PER_DAY; group += 1) {
      const row = {
        day,
        path: faker.helpers.weightedArrayElement(pages),
        source: faker.helpers.weightedArrayElement(sources),
        country: faker.helpers.weightedArrayElement(countries),
        device: faker.helpers.weightedArrayElement(devices),
        views: Math.max(1, Math.round(faker.number.float({ min: 2, max: 14 }) * growth * weekend)),
      };
      const key = `${row.day}|${row.path}|${row.source}|${row.country}|${row.device}`;
      const same = rows.get(key);
      if (same) same.views += row.views;
      else rows.set(key, row);
    }
  }
  for (const batch of batches([...rows.values()], 500))
    await ctx.db.insertInto('page_view_days').values(batch).execute();
}
