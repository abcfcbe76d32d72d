import { lazyResolver } from '@/web/lib/lazy-resolver';
import type { UserFormValues } from './user-form-values';

/** The user form's validation, from the contract's schema, loaded after the screen paints. */
export const userFormResolver = lazyResolver<UserFormValues>(
  async () => (await import('./user-form-schema')).userFormResolver,
);
