import { describe, expect, it } from 'vitest';
import { fieldErrorCode } from './field-error-code';

describe('fieldErrorCode', () => {
  it('reads the field’s own error, else the first of its items, else none', () => {
    expect(fieldErrorCode({ type: 'too_small', message: 'products.images_required' })).toBe('products.images_required');
    expect(fieldErrorCode([undefined, { type: 'custom', message: 'products.image_invalid' }])).toBe('products.image_invalid');
    expect(fieldErrorCode({ root: { message: 'products.too_many_tags' } })).toBe('products.too_many_tags');
    expect(fieldErrorCode(undefined)).toBeUndefined();
  });
});
