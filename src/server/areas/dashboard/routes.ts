import { dashboardApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { analyticsSummary } from './analytics-summary';
import { appSummary } from './app-summary';
import { ecommerceSummary } from './ecommerce-summary';

export function dashboardRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/dashboard/*', guards.requireUser);
  // The shop's sales and the site's traffic are the business's figures: the admins'.
  router.use('/api/dashboard/ecommerce', guards.requireAdmin);
  router.use('/api/dashboard/analytics', guards.requireAdmin);

  router.openapi(dashboardApi.app, async (c) =>
    c.json(await appSummary(db, c.get('user'), c.req.valid('query').period, clock()), 200, {
      'Cache-Control': 'private, no-store',
    }),
  );

  router.openapi(dashboardApi.ecommerce, async (c) =>
    c.json(await ecommerceSummary(db, c.req.valid('query').period, clock()), 200, {
      'Cache-Control': 'private, no-store',
    }),
  );

  router.openapi(dashboardApi.analytics, async (c) =>
    c.json(await analyticsSummary(db, c.get('user').id, c.req.valid('query').period, clock()), 200, {
      'Cache-Control': 'private, no-store',
    }),
  );

  return router;
}
