import { siteTrafficApi } from '@/contract/api';
import { errorBody } from '@/contract/errors';
import { PageViewBeaconRule, SiteTrafficErrors } from '@/contract/page-view-beacon';
import type { AppDeps } from '@/server/app-deps';
import { limitBody } from '@/server/http/body-limit';
import { rateLimit } from '@/server/http/rate-limit';
import { createRouter } from '@/server/http/router';
import { countPageView } from './count-page-view';

/**
 * The browser's report of a public page it showed by following a link inside the app (the server counts full
 * loads itself). Public, so it guards itself: a tiny body and a per-client window.
 */
export function siteTrafficRoutes({ database, clock, pageViews }: AppDeps) {
  const router = createRouter();
  router.use('/api/site-traffic/*', limitBody(PageViewBeaconRule.maxBodyBytes));
  router.use(
    '/api/site-traffic/*',
    rateLimit({
      shared: { database, name: 'page-views' },
      limit: PageViewBeaconRule.perWindow,
      windowMs: PageViewBeaconRule.windowMs,
      onLimited: (c) => c.json(errorBody(SiteTrafficErrors.tooManyRequests), 429),
    }),
  );

  router.openapi(siteTrafficApi.view, (c) => {
    return c.json({ counted: countPageView(pageViews, clock, c, c.req.valid('json').path) }, 200);
  });

  return router;
}
