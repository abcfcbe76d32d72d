import { lazy, Suspense } from 'react';
import type { Product } from '@/contract/products';
import { useMayEditProducts } from './use-may-edit-products';

// Only admins get the buttons, the delete dialog and their texts: members never download them.
const ProductAdminButtons = lazy(async () => ({ default: (await import('./product-admin-buttons')).ProductAdminButtons }));

/** The product page's Edit and Delete (after asking), for admins; nothing for anyone else. */
export function ProductAdminActions({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  if (!useMayEditProducts()) return null;
  return (
    <Suspense fallback={null}>
      <ProductAdminButtons product={product} />
    </Suspense>
  );
}
