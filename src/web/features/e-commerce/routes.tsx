import { Navigate } from 'react-router';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/e-commerce/pages/*.tsx'));
const shop = paths.dashboard.eCommerce;

/** The shop: the product grid with its filters, and a product with its reviews. */
export const eCommerceFeature: WebFeature = {
  name: 'e-commerce',
  // products: the catalogue's error texts (products.json), shown by the review form.
  namespaces: ['ecommerce', 'products'],
  routes: {
    dashboard: [
      {
        path: shop.root,
        children: [
          { index: true, element: <Navigate to={shop.shop} replace /> },
          { path: shop.shop, ...screen('shop-page') },
          { path: shop.product(':name'), ...screen('product-page') },
        ],
      },
    ],
  },
};
