import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/overview/pages', () => import('./screens').then((module) => module.screens));

/** The dashboard's start page. */
export const overviewFeature: WebFeature = {
  name: 'overview',
  namespaces: ['overview'],
  routes: { dashboard: [{ path: paths.dashboard.app, ...screen('overview-page') }] },
};
