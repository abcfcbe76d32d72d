import { afterEach, describe, expect, it } from 'vitest';
import { cartLineId, emptyCheckout } from '@/contract/cart';
import { readStoredCheckout, useCheckout, type CheckoutBilling } from './checkout-store';

const item = {
  productId: 'p1',
  name: 'Cap',
  cover: '/images/product/1.svg',
  price: 20,
  quantity: 2,
  size: '8',
  color: '#000000',
  available: 3,
};
const tee = { ...item, productId: 'p2', name: 'Tee', price: 15, quantity: 1, available: 10 };
const capId = cartLineId('p1', '8', '#000000');
const teeId = cartLineId('p2', '8', '#000000');
const home: CheckoutBilling = {
  addressId: 'a1',
  address: {
    name: 'Home',
    phone: '',
    country: 'Germany',
    state: '',
    city: 'Berlin',
    street: 'Hauptstraße 1',
    zipCode: '10115',
  },
};
const stored = () => JSON.parse(localStorage.getItem('checkout')!);
const store = () => useCheckout.getState();

afterEach(() => {
  store().reset();
  localStorage.clear();
});

describe('checkout store', () => {
  it('merges the same product, size and colour, keeps within stock and persists under `checkout`', () => {
    store().addItem(item);
    store().addItem(item);
    const { checkout } = store();
    expect(checkout.cart).toHaveLength(1);
    expect(checkout.cart[0]!.quantity).toBe(3);
    expect(checkout.subtotal).toBe(60);
    expect(stored().cart[0].quantity).toBe(3);
  });

  it('steps quantities within 1 and the stock, and keeps the totals', () => {
    store().addItem({ ...item, quantity: 1 });
    store().decreaseQuantity(capId);
    expect(store().checkout.cart[0]!.quantity).toBe(1);
    for (let i = 0; i < 5; i += 1) store().increaseQuantity(capId);
    expect(store().checkout).toMatchObject({ subtotal: 60, total: 60 });
    expect(store().checkout.cart[0]!.quantity).toBe(3);
  });

  it('a percentage code follows the subtotal as the cart changes, and can be removed', () => {
    store().addItem(item);
    store().addItem(tee);
    store().applyDiscountCode({ code: 'WELCOME10', kind: 'percent', value: 10 });
    expect(store().checkout).toMatchObject({ subtotal: 55, discount: 5.5, total: 49.5 });
    store().increaseQuantity(teeId);
    expect(store().checkout).toMatchObject({ subtotal: 70, discount: 7, total: 63 });
    store().removeItem(capId);
    expect(store().checkout).toMatchObject({ subtotal: 30, discount: 3, total: 27 });
    expect(stored().discountCode).toEqual({ code: 'WELCOME10', kind: 'percent', value: 10 });
    store().removeDiscountCode();
    expect(store().checkout).toMatchObject({ subtotal: 30, discount: 0, total: 30 });
    expect(store().discountCode).toBeNull();
  });

  it('delivery sets the shipping: total = subtotal - discount + shipping', () => {
    store().addItem(item);
    store().applyDiscountCode({ code: 'TOUR5', kind: 'amount', value: 5 });
    store().chooseDelivery('fast');
    expect(store().checkout).toMatchObject({ subtotal: 40, discount: 5, shipping: 2, total: 37 });
    store().chooseDelivery('standard');
    expect(store().checkout).toMatchObject({ shipping: 0, total: 35 });
  });

  it('steps stay within Cart, Billing and Payment; billing is kept', () => {
    store().addItem(item);
    store().nextStep();
    store().chooseBilling(home);
    store().nextStep();
    store().nextStep();
    expect(store().checkout.activeStep).toBe(2);
    store().backStep();
    expect(store().checkout.activeStep).toBe(1);
    store().gotoStep(7);
    expect(store().checkout.activeStep).toBe(2);
    expect(stored()).toMatchObject({ activeStep: 2, billing: home, delivery: 'standard' });
  });

  it('removing the last line resets everything, also the code, delivery and step', () => {
    store().addItem(item);
    store().applyDiscountCode({ code: 'WELCOME10', kind: 'percent', value: 10 });
    store().chooseDelivery('fast');
    store().chooseBilling(home);
    store().gotoStep(2);
    store().removeItem(capId);
    expect(store().checkout).toEqual(emptyCheckout());
    expect(store()).toMatchObject({ delivery: 'standard', discountCode: null });
  });

  it('learns the stock there is now without changing what the buyer chose', () => {
    store().addItem(item);
    store().addItem(tee);
    store().updateStock({ p1: 1, unknown: 4 });
    expect(store().checkout.cart.map((line) => [line.available, line.quantity])).toEqual([
      [1, 2],
      [10, 1],
    ]);
    expect(store().checkout.subtotal).toBe(55);
    store().decreaseQuantity(capId);
    expect(store().checkout.cart[0]!.quantity).toBe(1);
    store().increaseQuantity(capId);
    expect(store().checkout.cart[0]!.quantity).toBe(1);
  });

  it('reset empties the checkout after an order', () => {
    store().addItem(item);
    store().chooseBilling(home);
    store().reset();
    expect(store().checkout).toEqual(emptyCheckout());
    expect(stored()).toMatchObject({ cart: [], billing: null, discountCode: null });
  });

  it('reads the stored checkout back with amounts computed afresh, never as stored', () => {
    localStorage.setItem(
      'checkout',
      JSON.stringify({
        activeStep: 9,
        cart: [{ ...item, id: capId }],
        subtotal: 1,
        discount: 39,
        shipping: 100,
        total: 1,
        billing: home,
        delivery: 'fast',
        discountCode: { code: 'WELCOME10', kind: 'percent', value: 10 },
      }),
    );
    const { checkout, delivery, discountCode } = readStoredCheckout();
    expect(checkout).toMatchObject({
      activeStep: 2,
      subtotal: 40,
      discount: 4,
      shipping: 2,
      total: 38,
      billing: home,
    });
    expect(delivery).toBe('fast');
    expect(discountCode?.code).toBe('WELCOME10');
  });

  it('reads broken storage as the empty checkout, and drops a billing, delivery or code that looks wrong', () => {
    localStorage.setItem('checkout', '{"cart":[{"id":1}]}');
    expect(readStoredCheckout().checkout).toEqual(emptyCheckout());
    localStorage.setItem('checkout', 'not json');
    expect(readStoredCheckout().checkout).toEqual(emptyCheckout());
    localStorage.setItem(
      'checkout',
      JSON.stringify({
        cart: [{ ...item, id: capId }],
        billing: { addressId: 3 },
        delivery: 'drone',
        discountCode: { code: 'X', kind: 'gift', value: 5 },
      }),
    );
    const read = readStoredCheckout();
    expect(read.checkout).toMatchObject({ activeStep: 0, subtotal: 40, total: 40, billing: null });
    expect(read).toMatchObject({ delivery: 'standard', discountCode: null });
  });
});
