import { zodResolver } from '@/web/lib/form-resolver';
import { bookingRequestSchema, contactRequestSchema } from '@/contract/contact';

// Loaded on demand (see contact-resolvers.ts): this module brings zod.
export const contactResolver = zodResolver(contactRequestSchema);
export const bookingResolver = zodResolver(bookingRequestSchema);
