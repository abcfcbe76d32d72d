import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { ProductErrors } from '@/contract/product-rules';
import { productFormResolver } from './product-form-schema';
import { emptyProductForm, type ProductFormValues } from './product-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ProductFormValues>;

describe('the product form resolver', () => {
  it('refuses the empty form with the contract’s codes on each required field', async () => {
    const { errors } = await productFormResolver(emptyProductForm, undefined, options);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      name: ProductErrors.nameRequired.code,
      description: ProductErrors.descriptionRequired.code,
      images: ProductErrors.imagesRequired.code,
      price: ProductErrors.priceRequired.code,
    });
  });

  it('refuses a sale price that is not below the price, and passes a complete form on as it is', async () => {
    const complete: ProductFormValues = {
      ...emptyProductForm,
      name: 'Encore Tour Cap',
      description: '<p>A cap.</p>',
      images: ['/images/product/1.svg'],
      price: '30',
    };
    const refused = await productFormResolver({ ...complete, priceSale: '30' }, undefined, options);
    expect(refused.errors.priceSale?.message).toBe(ProductErrors.priceSaleInvalid.code);
    expect(await productFormResolver(complete, undefined, options)).toEqual({ values: complete, errors: {} });
  });
});
