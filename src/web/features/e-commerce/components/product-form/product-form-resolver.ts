import { lazyResolver } from '@/web/lib/lazy-resolver';
import type { ProductFormValues } from './product-form-values';

/** The product form's validation, from the contract's schema, loaded after the screen paints. */
export const productFormResolver = lazyResolver<ProductFormValues>(
  async () => (await import('./product-form-schema')).productFormResolver,
);
