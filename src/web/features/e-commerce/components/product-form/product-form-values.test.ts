import { describe, expect, it } from 'vitest';
import type { Product } from '@/contract/products';
import {
  amountText,
  emptyProductForm,
  isPriceText,
  isStockText,
  productFormValuesOf,
  productRequestOf,
} from './product-form-values';

describe('the product form values', () => {
  it('turn typed prices and stock into the request: a comma or a point, no sale when empty, no stock when empty', () => {
    const request = productRequestOf({ ...emptyProductForm, price: '24,5', priceSale: ' 19.99 ', available: '' });
    expect(request).toMatchObject({ price: 24.5, priceSale: 19.99, available: 0 });
    expect(productRequestOf({ ...emptyProductForm, price: '30', priceSale: '', available: '12' })).toMatchObject({
      price: 30,
      priceSale: null,
      available: 12,
    });
    // An empty price is no number at all, which the contract refuses as missing.
    expect(productRequestOf({ ...emptyProductForm, price: ' ' }).price).toBeNaN();
  });

  it('let a price field take digits with up to two decimals and the stock field digits only', () => {
    for (const text of ['', '4', '24.', '24,5', '99.99', '100000']) expect(isPriceText(text), text).toBe(true);
    for (const text of ['-1', '1e3', '2.555', 'abc', '1.2.3', '1000000']) expect(isPriceText(text), text).toBe(false);
    expect(isStockText('120')).toBe(true);
    expect(isStockText('1.5')).toBe(false);
  });

  it('show a stored product in the reader’s way of writing amounts', () => {
    const product = {
      name: 'Encore Tour Cap',
      description: '<p>Cap</p>',
      images: ['/images/product/1.svg'],
      code: 'CAP-1',
      sku: 'ARD-1',
      tags: ['Cap'],
      gender: ['Men'],
      category: 'Accessories',
      colors: ['#00ab55', '#123456'],
      sizes: ['8', '42'],
      price: 24.5,
      priceSale: null,
      available: 3,
      status: 'new',
    } as unknown as Product;
    expect(productFormValuesOf(product, 'de')).toEqual({
      name: 'Encore Tour Cap',
      description: '<p>Cap</p>',
      images: ['/images/product/1.svg'],
      code: 'CAP-1',
      sku: 'ARD-1',
      tags: ['Cap'],
      gender: ['Men'],
      category: 'Accessories',
      colors: ['#00AB55'],
      sizes: ['8'],
      price: '24,5',
      priceSale: '',
      available: '3',
      status: 'new',
    });
    expect(amountText(1234.5, 'en-US')).toBe('1234.5');
  });
});
