import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const CalendarIcon = pathIcon(
  'M17 12h-5v5h5v-5ZM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2Zm3 18H5V8h14v11Z',
);

export const navigation: FeatureNavigation = {
  sidebar: { apps: [{ title: 'dashboard.nav.calendar', path: paths.dashboard.calendar, icon: <CalendarIcon /> }] },
};
