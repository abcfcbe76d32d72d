import { zodResolver } from '@/web/lib/form-resolver';
import type { Resolver } from 'react-hook-form';
import {
  cardFormSchema,
  changePasswordFormSchema,
  socialLinksSchema,
  updateAccountGeneralRequestSchema,
  type ChangePasswordForm,
  type SocialLinks,
} from '@/contract/account-settings';
import type { CardFormValues } from './account-form-resolvers';
import type { AccountGeneralForm } from './account-general-values';

// Loaded on demand (see account-form-resolvers.ts): this module brings zod.
// The forms hold every field from the start, so input = output.
export const accountGeneralResolver = zodResolver(
  updateAccountGeneralRequestSchema,
) as Resolver<AccountGeneralForm>;
export const cardResolver = zodResolver(cardFormSchema) as unknown as Resolver<CardFormValues>;
export const socialLinksResolver = zodResolver(socialLinksSchema) as Resolver<SocialLinks>;
export const changePasswordResolver = zodResolver(changePasswordFormSchema) as Resolver<ChangePasswordForm>;
