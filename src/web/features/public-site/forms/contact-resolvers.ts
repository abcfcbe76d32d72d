import type { BookingRequest, ContactRequest } from '@/contract/contact';
import { lazyResolver } from '@/web/lib/lazy-resolver';

const schemas = () => import('./contact-schemas');

/** The Say Hello and booking forms' validation, from the contract's schemas, loaded after the page paints. */
export const contactResolvers = {
  contact: lazyResolver<ContactRequest>(async () => (await schemas()).contactResolver),
  booking: lazyResolver<BookingRequest>(async () => (await schemas()).bookingResolver),
};
