import { lazyResolver } from '@/web/lib/lazy-resolver';
import type { DiscountCodeFormValues } from './discount-code-form-values';

/** The discount-code dialog's validation, from the contract's schema, loaded after the screen paints. */
export const discountCodeFormResolver = lazyResolver<DiscountCodeFormValues>(
  async () => (await import('./discount-code-form-schema')).discountCodeFormResolver,
);
