import { lazy, Suspense } from 'react';
import type { Product } from '@/contract/products';
import { ProductFormSkeleton } from './product-form-skeleton';

// The form (its fields, the image uploads with drag and drop, the editor's loader) is a chunk of its own: the
// route table, which every first visit downloads, then lists only the page's few files, not the form's many.
const ProductForm = lazy(async () => ({ default: (await import('./product-form')).ProductForm }));

/** The product form (./product-form), loaded with the page that shows it. */
export function LazyProductForm({ product }: { product?: Product }) {
  return (
    <Suspense fallback={<ProductFormSkeleton />}>
      <ProductForm product={product} />
    </Suspense>
  );
}
