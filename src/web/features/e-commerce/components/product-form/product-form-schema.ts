import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { newProductRequestSchema, type NewProductInput } from '@/contract/product-catalogue';
import { zodResolver } from '@/web/lib/form-resolver';
import { productRequestOf, type ProductFormValues } from './product-form-values';

// Loaded on demand (see product-form-resolver.ts): this module brings zod.
const requestResolver = zodResolver(newProductRequestSchema);

/**
 * Checks the request the form would send with the contract's schema (its messages are the DECISIONS ones); the
 * fields keep their names, so each error lands on its field. On success the form's own values go on.
 */
export const productFormResolver: Resolver<ProductFormValues> = async (values, context, options) => {
  // The options name the same fields (the request's names are the form's).
  const requestOptions = options as unknown as ResolverOptions<NewProductInput>;
  const { errors } = await requestResolver(productRequestOf(values), context, requestOptions);
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<ProductFormValues> }
    : { values, errors: {} };
};
