import { afterEach, describe, expect, it } from 'vitest';
import { emptyCheckout } from '@/contract/cart';
import { readStoredCheckout, useCheckout } from './checkout-store';

const item = { productId: 'p1', name: 'Cap', cover: '/images/product/1.svg', price: 20, quantity: 2, size: '8', color: '#000000', available: 3 };

afterEach(() => {
  localStorage.clear();
  useCheckout.setState({ checkout: emptyCheckout() });
});

describe('checkout store', () => {
  it('merges the same product, size and colour, keeps within stock and persists under `checkout`', () => {
    useCheckout.getState().addItem(item);
    useCheckout.getState().addItem(item);
    const { checkout } = useCheckout.getState();
    expect(checkout.cart).toHaveLength(1);
    expect(checkout.cart[0]!.quantity).toBe(3);
    expect(checkout.subtotal).toBe(60);
    expect(JSON.parse(localStorage.getItem('checkout')!).cart[0].quantity).toBe(3);
  });

  it('reads broken storage as the empty checkout', () => {
    localStorage.setItem('checkout', '{"cart":[{"id":1}]}');
    expect(readStoredCheckout()).toEqual(emptyCheckout());
    localStorage.setItem('checkout', 'not json');
    expect(readStoredCheckout()).toEqual(emptyCheckout());
  });
});
