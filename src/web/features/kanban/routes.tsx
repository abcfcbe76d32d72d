import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/kanban/pages', () => import('./screens').then((module) => module.screens));

/** The production board. */
export const kanbanFeature: WebFeature = {
  name: 'kanban',
  namespaces: ['kanban', 'uploads'],
  routes: { dashboard: [{ path: paths.dashboard.kanban, ...screen('kanban-page') }] },
};
