import type { NewAddress } from '@/contract/orders';
import { lazyResolver } from '@/web/lib/lazy-resolver';

/** The address form's validation, the contract's rules of an address, loaded after the screen paints. */
export const addressFormResolver = lazyResolver<NewAddress>(
  async () => (await import('./address-form-schema')).addressFormResolver,
);
