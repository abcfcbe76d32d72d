import { zodResolver } from '@/web/lib/form-resolver';
import { loginRequestSchema, registerRequestSchema } from '@/contract/account';
import {
  newPasswordFieldsSchema,
  resetPasswordRequestSchema,
  verifyCodeFormSchema,
} from '@/contract/account-recovery';

// Loaded on demand (see auth-resolvers.ts): this module brings zod.
export const loginResolver = zodResolver(loginRequestSchema);
export const registerResolver = zodResolver(registerRequestSchema);
export const resetPasswordResolver = zodResolver(resetPasswordRequestSchema);
export const verifyCodeResolver = zodResolver(verifyCodeFormSchema);
export const newPasswordResolver = zodResolver(newPasswordFieldsSchema);
