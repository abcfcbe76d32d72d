import { describe, expect, it } from 'vitest';
import { newOrderRequestSchema } from '@/contract/orders';
import { orderRequestOf } from './order-request';

const line = {
  id: 'p1:8:#000000',
  productId: 'p1',
  name: 'Cap',
  cover: '/c.svg',
  price: 20,
  quantity: 2,
  size: '8',
  color: '#000000',
  available: 5,
};
const address = {
  name: 'Home',
  phone: '',
  country: 'Germany',
  state: '',
  city: 'Berlin',
  street: 'Hauptstraße 1',
  zipCode: '10115',
};

describe('orderRequestOf', () => {
  it('sends only what is bought, the address book entry by id, the delivery and the code', () => {
    const request = orderRequestOf({
      cart: [line],
      billing: { addressId: 'a1', address },
      delivery: 'fast',
      discountCode: { code: 'WELCOME10', kind: 'percent', value: 10 },
    });
    expect(request).toEqual({
      lines: [{ productId: 'p1', size: '8', color: '#000000', quantity: 2 }],
      billing: { addressId: 'a1' },
      delivery: 'fast',
      discountCode: 'WELCOME10',
    });
    expect(newOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends a new address whole, and no code when none is applied', () => {
    const request = orderRequestOf({
      cart: [line],
      billing: { addressId: null, address },
      delivery: 'standard',
      discountCode: null,
    });
    expect(request.billing).toEqual({ address });
    expect(request).not.toHaveProperty('discountCode');
    expect(newOrderRequestSchema.safeParse(request).success).toBe(true);
  });
});
