import { DashboardIcon } from '@/web/components/dashboard-icon';
import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const CartIcon = pathIcon(
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.59-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37L8.1 13h7.45a2 2 0 0 0 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
);
const ChartIcon = pathIcon('M5 9.2h3V19H5V9.2ZM10.6 5h2.8v14h-2.8V5Zm5.6 8H19v6h-2.8v-6Z');

export const navigation: FeatureNavigation = {
  sidebar: {
    general: [
      { title: 'dashboard.nav.app', path: paths.dashboard.app, icon: <DashboardIcon /> },
      {
        title: 'dashboard.nav.ecommerce',
        path: paths.dashboard.ecommerce,
        icon: <CartIcon />,
        adminOnly: true,
      },
      {
        title: 'dashboard.nav.analytics',
        path: paths.dashboard.analytics,
        icon: <ChartIcon />,
        adminOnly: true,
      },
    ],
  },
};
