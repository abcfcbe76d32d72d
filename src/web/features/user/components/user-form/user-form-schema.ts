import { zodResolver } from '@/web/lib/form-resolver';
import type { Resolver } from 'react-hook-form';
import { newManagedUserRequestSchema } from '@/contract/user';
import type { UserFormValues } from './user-form-values';

// Loaded on demand (see user-form-resolver.ts): this module brings zod.

/**
 * The contract's request schema checks the form (its messages are the DECISIONS ones, the server's too). Every
 * field is present, so what it passes on is a whole request again, trimmed.
 */
export const userFormResolver = zodResolver(newManagedUserRequestSchema) as Resolver<UserFormValues>;
