import { pathIcon } from '@/web/components/path-icon';
import { paths } from '@/web/lib/paths';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const CartIcon = pathIcon(
  'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2ZM1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2Z',
);
const shop = paths.dashboard.eCommerce;

export const navigation: FeatureNavigation = {
  sidebar: {
    management: [
      {
        title: 'dashboard.nav.ecommerce',
        path: shop.root,
        icon: <CartIcon />,
        children: [
          { title: 'dashboard.nav.shop', path: shop.shop },
          { title: 'dashboard.nav.list', path: shop.list },
          { title: 'dashboard.nav.create', path: shop.newProduct, adminOnly: true },
          { title: 'dashboard.nav.discountCodes', path: shop.discountCodes, adminOnly: true },
          { title: 'dashboard.nav.checkout', path: shop.checkout },
          { title: 'dashboard.nav.invoice', path: shop.invoice() },
        ],
      },
    ],
  },
};
