import { zodResolver } from '@/web/lib/form-resolver';
import type { Resolver } from 'react-hook-form';
import { newAddressSchema, type NewAddress } from '@/contract/orders';

// Loaded on demand (see address-form-resolver.ts): this module brings zod.
// The form holds every field from the start, so the schema's defaults never apply: input = output.
export const addressFormResolver = zodResolver(newAddressSchema) as Resolver<NewAddress>;
