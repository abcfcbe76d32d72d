import { DashboardIcon } from '@/web/components/dashboard-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

export const navigation: FeatureNavigation = {
  sidebar: { general: [{ title: 'dashboard.nav.app', path: paths.dashboard.app, icon: <DashboardIcon /> }] },
};
