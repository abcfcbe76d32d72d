import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const UserIcon = pathIcon(
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4Zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4Z',
);
const ProfileIcon = pathIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2Zm0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6Zm0 14c-2.03 0-4.43-.82-6.14-2.88a9.947 9.947 0 0 1 12.28 0C16.43 19.18 14.03 20 12 20Z',
);
const SettingsIcon = pathIcon(
  'M19.14 12.94c.04-.3.06-.61.06-.94 0-.32-.02-.64-.07-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32a.488.488 0 0 0-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54a.484.484 0 0 0-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96c-.22-.08-.47 0-.59.22L2.74 8.87c-.12.21-.08.47.12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58a.49.49 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32c.12-.22.07-.47-.12-.61l-2.01-1.58ZM12 15.6c-1.98 0-3.6-1.62-3.6-3.6s1.62-3.6 3.6-3.6 3.6 1.62 3.6 3.6-1.62 3.6-3.6 3.6Z',
);
const user = paths.dashboard.user;

export const navigation: FeatureNavigation = {
  sidebar: {
    management: [
      {
        title: 'dashboard.nav.user',
        path: user.root,
        icon: <UserIcon />,
        children: [
          { title: 'dashboard.nav.profile', path: user.profile },
          { title: 'dashboard.nav.cards', path: user.cards },
          { title: 'dashboard.nav.list', path: user.list, adminOnly: true },
          { title: 'dashboard.nav.create', path: user.newUser, adminOnly: true },
          { title: 'dashboard.nav.account', path: user.account },
        ],
      },
    ],
  },
  accountMenu: [
    { title: 'dashboard.account.profile', path: user.profile, icon: <ProfileIcon /> },
    { title: 'dashboard.account.settings', path: user.account, icon: <SettingsIcon /> },
  ],
};
