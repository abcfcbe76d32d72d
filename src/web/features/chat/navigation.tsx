import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const ChatIcon = pathIcon(
  'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2Zm-2 12H6v-2h12v2Zm0-3H6V9h12v2Zm0-3H6V6h12v2Z',
);

export const navigation: FeatureNavigation = {
  sidebar: { apps: [{ title: 'dashboard.nav.chat', path: paths.dashboard.chat.root, icon: <ChatIcon /> }] },
};
