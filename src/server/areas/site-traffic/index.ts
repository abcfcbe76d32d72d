import type { Area } from '@/server/area';
import { pageViewsMigration } from './migration';
import { siteTrafficRoutes } from './routes';
import { seedSiteTraffic } from './seed';
import type { SiteTrafficTables } from './tables';

/** Views of the public site's pages, counted per day, page and kind of visit, for the analytics dashboard. */
export const siteTrafficArea: Area<SiteTrafficTables> = {
  name: 'site-traffic',
  // The view beacon has a smaller body limit of its own.
  routers: [{ basePath: '/', create: siteTrafficRoutes, limitsBodiesUnder: '/api/site-traffic/' }],
  migrations: { '0036_page_views': pageViewsMigration },
  demoSeed: { order: 90, run: seedSiteTraffic },
};
