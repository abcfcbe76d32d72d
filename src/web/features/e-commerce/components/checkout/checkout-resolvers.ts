import type { NewAddress } from '@/contract/orders';
import { lazyResolver } from '@/web/lib/lazy-resolver';

/** The validation of the checkout's new address form, from the contract's schema, loaded after the screen paints. */
export const checkoutResolvers = {
  newAddress: lazyResolver<NewAddress>(async () => (await import('./checkout-schemas')).newAddressResolver),
};
