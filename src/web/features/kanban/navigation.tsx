import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const KanbanIcon = pathIcon('M4 5v13h17V5H4Zm10 2v9h-3V7h3ZM6 7h3v9H6V7Zm13 9h-3V7h3v9Z');

export const navigation: FeatureNavigation = {
  sidebar: { apps: [{ title: 'dashboard.nav.kanban', path: paths.dashboard.kanban, icon: <KanbanIcon /> }] },
};
