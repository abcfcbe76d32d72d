import { Redirect } from '@/web/components/redirect';
import { deferredScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = deferredScreens('features/e-commerce/pages', () => import('./screens').then((module) => module.screens));
const shop = paths.dashboard.eCommerce;

/**
 * The shop: the product grid with its filters, a product with its reviews, the cart's checkout, the
 * invoices of the orders, and the catalogue's administration (the product list and form, the discount codes).
 */
export const eCommerceFeature: WebFeature = {
  name: 'e-commerce',
  // products: the catalogue's error texts (products.json), shown by the review form and the product form.
  namespaces: ['ecommerce', 'products'],
  routes: {
    dashboard: [
      {
        path: shop.root,
        children: [
          { index: true, element: <Redirect to={shop.shop} /> },
          { path: shop.shop, ...screen('shop-page') },
          { path: shop.list, ...screen('product-list-page', { namespaces: ['product-list'] }) },
          { path: shop.newProduct, ...screen('new-product-page', { namespaces: ['product-form', 'uploads', 'editor'] }) },
          { path: shop.editProduct(':name'), ...screen('edit-product-page', { namespaces: ['product-form', 'uploads', 'editor'] }) },
          { path: shop.product(':name'), ...screen('product-page') },
          { path: shop.discountCodes, ...screen('discount-codes-page', { namespaces: ['discount-codes', 'orders'] }) },
          { path: shop.checkout, ...screen('checkout-page', { namespaces: ['checkout', 'orders'] }) },
          { path: shop.invoice(), ...screen('invoice-page', { namespaces: ['invoice', 'orders'] }) },
        ],
      },
    ],
  },
};
