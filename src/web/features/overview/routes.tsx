import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/overview/pages/*.tsx'));

/** The dashboard's start page. */
export const overviewFeature: WebFeature = {
  name: 'overview',
  namespaces: ['overview'],
  routes: { dashboard: [{ path: paths.dashboard.app, ...screen('overview-page') }] },
};
