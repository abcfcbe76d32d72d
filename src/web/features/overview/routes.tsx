import type { LoaderFunction } from 'react-router';
import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

/**
 * The App dashboard's figures are asked for as its address opens, beside the screen's code (see the module;
 * imported here, the query cache would join the sign-in screen's first load).
 */
const prefetchAppSummary: LoaderFunction = ({ request }) => {
  void import('./api/prefetch-app-summary').then((module) => module.prefetchAppSummary(request.url));
  return null;
};

const screen = deferredScreens('features/overview/pages', () =>
  import('./screens').then((module) => module.screens),
);

/** The three dashboards: the start page, the shop's sales and the site's analytics. */
export const overviewFeature: WebFeature = {
  name: 'overview',
  namespaces: ['overview'],
  routes: {
    dashboard: [
      {
        path: paths.dashboard.app,
        loader: prefetchAppSummary,
        ...screen('overview-page', { namespaces: ['pricing'] }),
      },
      {
        path: paths.dashboard.ecommerce,
        ...screen('ecommerce-dashboard-page', { namespaces: ['ecommerce-dashboard', 'orders', 'ecommerce'] }),
      },
      {
        path: paths.dashboard.analytics,
        ...screen('analytics-dashboard-page', { namespaces: ['analytics-dashboard', 'orders'] }),
      },
    ],
  },
};
