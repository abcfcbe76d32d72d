import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyBilling,
  applyDiscount,
  applyShipping,
  backStep,
  cartLineId,
  cartSubtotal,
  CartLimits,
  checkoutTotal,
  decreaseQuantity,
  deliveryOptions,
  discountAmount,
  emptyCheckout,
  gotoStep,
  increaseQuantity,
  nextStep,
  removeFromCart,
  resetCheckout,
  shippingPrice,
  type CartItem,
} from './cart';

const tee = {
  productId: 'p1',
  name: 'Logo Tee',
  cover: '/t.svg',
  price: 24,
  quantity: 1,
  size: '8',
  color: '#000000',
  available: 3,
};
const cap = { ...tee, productId: 'p2', name: 'Cap', price: 10.5, available: 10 };

const cartOf = (...items: Omit<CartItem, 'id'>[]) => items.reduce(addToCart, emptyCheckout());

describe('the cart', () => {
  it('adds a line, and the same product, size and colour again raises its quantity instead of a duplicate', () => {
    const checkout = cartOf(tee, tee);
    expect(checkout.cart).toHaveLength(1);
    expect(checkout.cart[0]).toMatchObject({ id: cartLineId('p1', '8', '#000000'), quantity: 2 });
    expect(checkout.subtotal).toBe(48);
    expect(checkout.total).toBe(48);
  });

  it('keeps another size or colour of the same product as its own line', () => {
    const checkout = cartOf(tee, { ...tee, size: '9' }, { ...tee, color: '#FFFFFF' });
    expect(checkout.cart.map((line) => line.quantity)).toEqual([1, 1, 1]);
  });

  it('never adds more than the stock, and nothing of a product out of stock', () => {
    expect(cartOf(tee, tee, tee, tee, { ...tee, quantity: 5 }).cart[0]!.quantity).toBe(3);
    expect(cartOf({ ...tee, available: 0 }).cart).toEqual([]);
  });

  it('steps the quantity by 1, never below 1 and never above the stock', () => {
    const id = cartLineId('p1', '8', '#000000');
    let checkout = cartOf(tee);
    checkout = decreaseQuantity(checkout, id);
    expect(checkout.cart[0]!.quantity).toBe(1);
    checkout = increaseQuantity(increaseQuantity(increaseQuantity(checkout, id), id), id);
    expect(checkout.cart[0]!.quantity).toBe(3);
    expect(checkout.subtotal).toBe(72);
    checkout = decreaseQuantity(checkout, id);
    expect(checkout.cart[0]!.quantity).toBe(2);
    expect(checkout.total).toBe(48);
  });

  it('holds at most the line limit', () => {
    const many = Array.from({ length: CartLimits.maxLines + 3 }, (_, i) => ({ ...cap, productId: `p${i}` }));
    expect(cartOf(...many).cart).toHaveLength(CartLimits.maxLines);
  });

  it('removes a line; removing the last one empties the cart and resets the checkout', () => {
    let checkout = applyBilling(applyShipping(nextStep(nextStep(cartOf(tee, cap))), 'fast'), {
      name: 'Home',
    });
    checkout = removeFromCart(checkout, cartLineId('p2', '8', '#000000'));
    expect(checkout.cart).toHaveLength(1);
    expect(checkout.subtotal).toBe(24);
    expect(checkout.total).toBe(26);
    expect(checkout.activeStep).toBe(2);
    checkout = removeFromCart(checkout, cartLineId('p1', '8', '#000000'));
    expect(checkout).toEqual(emptyCheckout());
  });
});

describe('checkout totals', () => {
  it('subtotal is the sum of price times quantity, in cents', () => {
    expect(
      cartSubtotal([
        { price: 10.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(30.5);
    expect(cartSubtotal([])).toBe(0);
  });

  it('total = subtotal - discount + shipping, never negative', () => {
    expect(checkoutTotal({ subtotal: 100, discount: 10, shipping: 2 })).toBe(92);
    expect(checkoutTotal({ subtotal: 5, discount: 50, shipping: 0 })).toBe(0);
  });

  it('a discount takes a percentage or an amount off, never more than the subtotal', () => {
    expect(discountAmount({ kind: 'percent', value: 10 }, 45)).toBe(4.5);
    expect(discountAmount({ kind: 'amount', value: 5 }, 45)).toBe(5);
    expect(discountAmount({ kind: 'amount', value: 50 }, 45)).toBe(45);
    expect(discountAmount({ kind: 'percent', value: 150 }, 45)).toBe(45);
    expect(discountAmount(null, 45)).toBe(0);
    expect(discountAmount({ kind: 'amount', value: 5 }, 0)).toBe(0);
  });

  it('offers standard delivery free and fast delivery for 2', () => {
    expect(deliveryOptions.map((option) => [option.value, option.price])).toEqual([
      ['standard', 0],
      ['fast', 2],
    ]);
    expect(shippingPrice('standard')).toBe(0);
    expect(shippingPrice('fast')).toBe(2);
    expect(shippingPrice(null)).toBe(0);
  });

  it('applies discount and shipping to the total', () => {
    let checkout = cartOf({ ...cap, quantity: 2 });
    checkout = applyDiscount(checkout, { kind: 'percent', value: 10 });
    expect(checkout).toMatchObject({ subtotal: 21, discount: 2.1, shipping: 0, total: 18.9 });
    checkout = applyShipping(checkout, 'fast');
    expect(checkout).toMatchObject({ subtotal: 21, discount: 2.1, shipping: 2, total: 20.9 });
  });

  it('keeps the discount within a subtotal that shrinks', () => {
    let checkout = applyDiscount(cartOf({ ...cap, quantity: 2 }), { kind: 'amount', value: 15 });
    checkout = decreaseQuantity(checkout, checkout.cart[0]!.id);
    expect(checkout).toMatchObject({ subtotal: 10.5, discount: 10.5, total: 0 });
  });
});

describe('checkout steps', () => {
  it('next adds 1, back subtracts 1 (not below 0), goto sets it, reset returns to step 0 with nothing', () => {
    const start = cartOf(tee);
    expect(nextStep(start).activeStep).toBe(1);
    expect(backStep(nextStep(nextStep(start))).activeStep).toBe(1);
    expect(backStep(start).activeStep).toBe(0);
    expect(gotoStep(start, 2).activeStep).toBe(2);
    expect(resetCheckout()).toEqual({
      activeStep: 0,
      cart: [],
      subtotal: 0,
      discount: 0,
      shipping: 0,
      total: 0,
      billing: null,
    });
  });
});
