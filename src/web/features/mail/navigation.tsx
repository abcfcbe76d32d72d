import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const MailIcon = pathIcon(
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z',
);

export const navigation: FeatureNavigation = {
  sidebar: {
    apps: [
      { title: 'dashboard.nav.mail', path: paths.dashboard.mail.label('all'), activePrefix: paths.dashboard.mail.root, icon: <MailIcon /> },
    ],
  },
};
