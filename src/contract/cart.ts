/**
 * The cart and checkout rules (SPEC §4 "Checkout and cart", DECISIONS §4), as pure functions that the web's
 * checkout store and the server's order placement share. Money is in the shop's currency, rounded to cents.
 */

/** How many lines a cart (and so an order) may hold, and how many of one line. */
export const CartLimits = { maxLines: 20, maxQuantity: 99 } as const;

/** The delivery options of the checkout and what each costs. */
export const deliveryOptions = [
  {
    value: 'standard',
    price: 0,
    title: 'Standard delivery (Free)',
    description: 'Delivered in 5-7 working days',
  },
  { value: 'fast', price: 2, title: 'Fast delivery ($2,00)', description: 'Delivered in 2-3 working days' },
] as const;
export type DeliveryOption = (typeof deliveryOptions)[number]['value'];
export const deliveryOptionValues = deliveryOptions.map((option) => option.value) as [
  DeliveryOption,
  ...DeliveryOption[],
];

/** What a discount code takes off: a percentage of the subtotal, or a fixed amount (never more than the subtotal). */
export const discountKinds = ['percent', 'amount'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** Percent (1-100) or amount (> 0). */
  value: number;
}

/** One line of the cart: one product in one size and colour. */
export interface CartItem {
  /** The line's key: cartLineId(productId, size, color). */
  id: string;
  productId: string;
  name: string;
  cover: string;
  /** The unit price shown; the server charges its own stored price. */
  price: number;
  quantity: number;
  size: string;
  color: string;
  /** The units in stock: the quantity never exceeds it. */
  available: number;
}

/** The checkout as the web keeps it (persisted in browser storage): SPEC §3 "checkout". */
export interface Checkout<Billing = unknown> {
  activeStep: number;
  cart: CartItem[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  billing: Billing | null;
}

export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

/** The key of a line: the same product in the same size and colour is one line. */
export const cartLineId = (productId: string, size: string, color: string): string =>
  `${productId}:${size}:${color}`;

/** The most of a line that may be in the cart: the stock, and never more than the line limit. */
const maxQuantityOf = (item: Pick<CartItem, 'available'>) =>
  Math.max(0, Math.min(item.available, CartLimits.maxQuantity));

const clampQuantity = (quantity: number, item: Pick<CartItem, 'available'>) =>
  Math.max(1, Math.min(Math.trunc(quantity), maxQuantityOf(item)));

/** Subtotal = the sum of price times quantity. */
export function cartSubtotal(cart: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return roundMoney(cart.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** What `rule` takes off `subtotal`: never more than the subtotal, never negative. */
export function discountAmount(
  rule: Pick<DiscountRule, 'kind' | 'value'> | null | undefined,
  subtotal: number,
): number {
  if (!rule || subtotal <= 0) return 0;
  const amount = rule.kind === 'percent' ? (subtotal * Math.min(rule.value, 100)) / 100 : rule.value;
  return roundMoney(Math.max(0, Math.min(amount, subtotal)));
}

/** The price of a delivery option (0 for none chosen yet). */
export function shippingPrice(option: DeliveryOption | null | undefined): number {
  return deliveryOptions.find((candidate) => candidate.value === option)?.price ?? 0;
}

/** Total = subtotal - discount + shipping (DECISIONS §4), never negative. */
export function checkoutTotal({
  subtotal,
  discount,
  shipping,
}: {
  subtotal: number;
  discount: number;
  shipping: number;
}): number {
  return roundMoney(Math.max(0, subtotal - discount + shipping));
}

/** The empty checkout: step 0, no lines, no totals, discount, shipping or billing. */
export function emptyCheckout<Billing = unknown>(): Checkout<Billing> {
  return { activeStep: 0, cart: [], subtotal: 0, discount: 0, shipping: 0, total: 0, billing: null };
}

/** Recomputes subtotal and total from the lines; an empty cart resets discount, shipping and billing. */
function withCart<Billing>(checkout: Checkout<Billing>, cart: CartItem[]): Checkout<Billing> {
  if (cart.length === 0)
    return { ...checkout, cart, subtotal: 0, discount: 0, shipping: 0, total: 0, billing: null };
  const subtotal = cartSubtotal(cart);
  const discount = Math.min(checkout.discount, subtotal);
  return {
    ...checkout,
    cart,
    subtotal,
    discount,
    total: checkoutTotal({ subtotal, discount, shipping: checkout.shipping }),
  };
}

/**
 * Adds `item` (its quantity, at least 1): a line of the same product, size and colour raises its quantity
 * instead of adding a second line. The quantity never exceeds the stock; nothing is added when none is left.
 */
export function addToCart<Billing>(
  checkout: Checkout<Billing>,
  item: Omit<CartItem, 'id'> & { id?: string },
): Checkout<Billing> {
  if (maxQuantityOf(item) < 1) return checkout;
  const id = cartLineId(item.productId, item.size, item.color);
  const existing = checkout.cart.find((line) => line.id === id);
  if (existing) {
    const merged = {
      ...existing,
      ...item,
      id,
      quantity: clampQuantity(existing.quantity + Math.max(1, item.quantity), item),
    };
    return withCart(
      checkout,
      checkout.cart.map((line) => (line.id === id ? merged : line)),
    );
  }
  if (checkout.cart.length >= CartLimits.maxLines) return checkout;
  return withCart(checkout, [
    ...checkout.cart,
    { ...item, id, quantity: clampQuantity(Math.max(1, item.quantity), item) },
  ]);
}

/** Changes the quantity of line `id` by `step` (+1 or -1): never below 1, never above the stock. */
function stepQuantity<Billing>(checkout: Checkout<Billing>, id: string, step: 1 | -1): Checkout<Billing> {
  return withCart(
    checkout,
    checkout.cart.map((line) =>
      line.id === id
        ? {
            ...line,
            quantity: Math.max(
              1,
              Math.min(line.quantity + step, Math.max(line.quantity, maxQuantityOf(line))),
            ),
          }
        : line,
    ),
  );
}
export const increaseQuantity = <Billing>(checkout: Checkout<Billing>, id: string) =>
  stepQuantity(checkout, id, 1);
export const decreaseQuantity = <Billing>(checkout: Checkout<Billing>, id: string) =>
  stepQuantity(checkout, id, -1);

/** Removes line `id`; removing the last line empties the cart and resets the checkout (step 0). */
export function removeFromCart<Billing>(checkout: Checkout<Billing>, id: string): Checkout<Billing> {
  const cart = checkout.cart.filter((line) => line.id !== id);
  return cart.length === 0 ? emptyCheckout<Billing>() : withCart(checkout, cart);
}

/** Applies what a discount code takes off the current subtotal. */
export function applyDiscount<Billing>(
  checkout: Checkout<Billing>,
  rule: Pick<DiscountRule, 'kind' | 'value'> | null,
): Checkout<Billing> {
  const discount = discountAmount(rule, checkout.subtotal);
  return { ...checkout, discount, total: checkoutTotal({ ...checkout, discount }) };
}

/** Chooses the delivery option: shipping is its price. */
export function applyShipping<Billing>(
  checkout: Checkout<Billing>,
  option: DeliveryOption,
): Checkout<Billing> {
  const shipping = shippingPrice(option);
  return { ...checkout, shipping, total: checkoutTotal({ ...checkout, shipping }) };
}

/** Steps: next adds 1, back subtracts 1 (never below 0), goto sets the step. */
export const nextStep = <Billing>(checkout: Checkout<Billing>): Checkout<Billing> => ({
  ...checkout,
  activeStep: checkout.activeStep + 1,
});
export const backStep = <Billing>(checkout: Checkout<Billing>): Checkout<Billing> => ({
  ...checkout,
  activeStep: Math.max(0, checkout.activeStep - 1),
});
export const gotoStep = <Billing>(checkout: Checkout<Billing>, step: number): Checkout<Billing> => ({
  ...checkout,
  activeStep: Math.max(0, Math.trunc(step)),
});

/** The billing address chosen for the order. */
export const applyBilling = <Billing>(
  checkout: Checkout<Billing>,
  billing: Billing | null,
): Checkout<Billing> => ({ ...checkout, billing });

/** Reset: clears cart, totals, discount, shipping and billing and returns to step 0. */
export const resetCheckout = emptyCheckout;
