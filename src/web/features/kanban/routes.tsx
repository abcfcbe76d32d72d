import { pathIcon } from '@/web/components/path-icon';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/kanban/pages/*.tsx'));
const KanbanIcon = pathIcon('M4 5v13h17V5H4Zm10 2v9h-3V7h3ZM6 7h3v9H6V7Zm13 9h-3V7h3v9Z');

/** The production board. */
export const kanbanFeature: WebFeature = {
  namespaces: ['kanban'],
  routes: { dashboard: [{ path: paths.dashboard.kanban, ...screen('kanban-page') }] },
  navigation: { apps: [{ title: 'dashboard.nav.kanban', path: paths.dashboard.kanban, icon: <KanbanIcon /> }] },
};
