import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { newDiscountCodeRequestSchema, type NewDiscountCodeRequest } from '@/contract/discount-codes';
import { zodResolver } from '@/web/lib/form-resolver';
import { discountCodeRequestOf, type DiscountCodeFormValues } from './discount-code-form-values';

// Loaded on demand (see discount-code-form-resolver.ts): this module brings zod.
const requestResolver = zodResolver(newDiscountCodeRequestSchema);

/** Checks the request the dialog would send with the contract's schema; each error lands on its field. */
export const discountCodeFormResolver: Resolver<DiscountCodeFormValues> = async (values, context, options) => {
  const requestOptions = options as unknown as ResolverOptions<NewDiscountCodeRequest>;
  const { errors } = await requestResolver(discountCodeRequestOf(values), context, requestOptions);
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<DiscountCodeFormValues> }
    : { values, errors: {} };
};
