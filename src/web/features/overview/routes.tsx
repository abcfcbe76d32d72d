import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/overview/pages', () =>
  import('./screens').then((module) => module.screens),
);

/** The three dashboards: the start page, the shop's sales and the site's analytics. */
export const overviewFeature: WebFeature = {
  name: 'overview',
  namespaces: ['overview'],
  routes: {
    dashboard: [
      { path: paths.dashboard.app, ...screen('overview-page', { namespaces: ['pricing'] }) },
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
