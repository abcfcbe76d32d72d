import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import {
  addToCart,
  applyBilling,
  applyDiscount,
  applyShipping,
  backStep,
  cartSubtotal,
  decreaseQuantity,
  deliveryOptionValues,
  discountKinds,
  emptyCheckout,
  gotoStep,
  increaseQuantity,
  nextStep,
  removeFromCart,
  type CartItem,
  type Checkout,
  type DeliveryOption,
  type DiscountRule,
} from '@/contract/cart';
import type { NewAddress } from '@/contract/orders';
import { ShopStorageKey } from './shop-storage-keys';

/** The checkout's steps: Cart, Billing & address, Payment. */
export const checkoutStepCount = 3;

/**
 * The billing address of the order: an entry of the buyer's address book (`addressId`), or a new address
 * (`addressId` null) that the server saves to the address book with the order. `address` is what is shown.
 */
export interface CheckoutBilling {
  addressId: string | null;
  address: NewAddress;
}

/** A discount code the server accepted, and its rule: the discount follows the subtotal as the cart changes. */
export type AppliedDiscount = DiscountRule;

/** What localStorage `checkout` holds: the checkout of SPEC §3, with the chosen delivery and discount code. */
export interface StoredCheckout extends Checkout<CheckoutBilling> {
  delivery: DeliveryOption;
  discountCode: AppliedDiscount | null;
}

interface CheckoutState {
  checkout: Checkout<CheckoutBilling>;
  delivery: DeliveryOption;
  discountCode: AppliedDiscount | null;
  addItem(item: Omit<CartItem, 'id'>): void;
  increaseQuantity(id: string): void;
  decreaseQuantity(id: string): void;
  removeItem(id: string): void;
  /** The units in stock now, by product id: the lines keep their quantities (the buyer adjusts them). */
  updateStock(stock: Record<string, number>): void;
  applyDiscountCode(discount: AppliedDiscount): void;
  removeDiscountCode(): void;
  chooseDelivery(delivery: DeliveryOption): void;
  chooseBilling(billing: CheckoutBilling): void;
  nextStep(): void;
  backStep(): void;
  gotoStep(step: number): void;
  reset(): void;
}

type CheckoutData = Pick<CheckoutState, 'checkout' | 'delivery' | 'discountCode'>;

const initialData = (): CheckoutData => ({
  checkout: emptyCheckout(),
  delivery: 'standard',
  discountCode: null,
});

/**
 * After a change of the lines: a percentage code keeps taking its share of the new subtotal (as the server
 * will charge it), and an empty cart drops the code and the delivery with the rest of the checkout.
 */
function withLines(data: CheckoutData, checkout: Checkout<CheckoutBilling>): CheckoutData {
  if (checkout.cart.length === 0) return { ...initialData(), checkout: { ...checkout, activeStep: 0 } };
  return { ...data, checkout: data.discountCode ? applyDiscount(checkout, data.discountCode) : checkout };
}

const isCartItem = (value: unknown): value is CartItem => {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.productId === 'string' &&
    typeof item.name === 'string' &&
    typeof item.cover === 'string' &&
    typeof item.size === 'string' &&
    typeof item.color === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) >= 1 &&
    typeof item.available === 'number'
  );
};

const isBilling = (value: unknown): value is CheckoutBilling => {
  const billing = value as Partial<CheckoutBilling> | null;
  const address = billing?.address as Record<string, unknown> | undefined;
  return (
    typeof billing === 'object' &&
    billing !== null &&
    (billing.addressId === null || typeof billing.addressId === 'string') &&
    typeof address === 'object' &&
    address !== null &&
    ['name', 'phone', 'country', 'state', 'city', 'street', 'zipCode'].every(
      (field) => typeof address[field] === 'string',
    )
  );
};

const isDiscount = (value: unknown): value is AppliedDiscount => {
  const discount = value as Partial<AppliedDiscount> | null;
  return (
    typeof discount === 'object' &&
    discount !== null &&
    typeof discount.code === 'string' &&
    discountKinds.includes(discount.kind as AppliedDiscount['kind']) &&
    typeof discount.value === 'number' &&
    discount.value > 0
  );
};

const isDelivery = (value: unknown): value is DeliveryOption =>
  deliveryOptionValues.includes(value as DeliveryOption);

/**
 * Whatever is stored under `checkout`: its lines, step, billing, delivery and code when they look right (else the
 * empty checkout), with every amount computed afresh by the contract's rules rather than read from storage.
 */
export function readStoredCheckout(storage: Storage = window.localStorage): CheckoutData {
  try {
    const stored = JSON.parse(
      storage.getItem(ShopStorageKey.checkout) ?? 'null',
    ) as Partial<StoredCheckout> | null;
    if (!stored || !Array.isArray(stored.cart) || stored.cart.length === 0 || !stored.cart.every(isCartItem))
      return initialData();
    const delivery = isDelivery(stored.delivery) ? stored.delivery : 'standard';
    const discountCode = isDiscount(stored.discountCode) ? stored.discountCode : null;
    const subtotal = cartSubtotal(stored.cart);
    const step = Number.isInteger(stored.activeStep)
      ? Math.min(stored.activeStep!, checkoutStepCount - 1)
      : 0;
    let checkout: Checkout<CheckoutBilling> = {
      ...emptyCheckout<CheckoutBilling>(),
      cart: stored.cart,
      subtotal,
      total: subtotal,
      billing: isBilling(stored.billing) ? stored.billing : null,
    };
    checkout = gotoStep(applyShipping(applyDiscount(checkout, discountCode), delivery), step);
    return { checkout, delivery, discountCode };
  } catch {
    return initialData();
  }
}

/** localStorage `checkout` holds the checkout itself (SPEC §3: activeStep, cart, totals, billing), plus delivery and code. */
const plainStorage: PersistStorage<CheckoutData> = {
  getItem: () => (typeof window === 'undefined' ? null : { state: readStoredCheckout(), version: 0 }),
  setItem: (_name, { state }) => {
    const stored: StoredCheckout = {
      ...state.checkout,
      delivery: state.delivery,
      discountCode: state.discountCode,
    };
    window.localStorage.setItem(ShopStorageKey.checkout, JSON.stringify(stored));
  },
  removeItem: () => window.localStorage.removeItem(ShopStorageKey.checkout),
};

/** The cart and the checkout's steps, kept across visits; every change goes through the contract's cart rules. */
export const useCheckout = create<CheckoutState>()(
  persist(
    (set) => ({
      ...initialData(),
      addItem: (item) => set((data) => withLines(data, addToCart(data.checkout, item))),
      increaseQuantity: (id) => set((data) => withLines(data, increaseQuantity(data.checkout, id))),
      decreaseQuantity: (id) => set((data) => withLines(data, decreaseQuantity(data.checkout, id))),
      removeItem: (id) => set((data) => withLines(data, removeFromCart(data.checkout, id))),
      updateStock: (stock) =>
        set(({ checkout }) => ({
          checkout: {
            ...checkout,
            cart: checkout.cart.map((line) =>
              stock[line.productId] === undefined ? line : { ...line, available: stock[line.productId]! },
            ),
          },
        })),
      applyDiscountCode: (discount) =>
        set(({ checkout }) => ({ discountCode: discount, checkout: applyDiscount(checkout, discount) })),
      removeDiscountCode: () =>
        set(({ checkout }) => ({ discountCode: null, checkout: applyDiscount(checkout, null) })),
      chooseDelivery: (delivery) =>
        set(({ checkout }) => ({ delivery, checkout: applyShipping(checkout, delivery) })),
      chooseBilling: (billing) => set(({ checkout }) => ({ checkout: applyBilling(checkout, billing) })),
      nextStep: () =>
        set(({ checkout }) => ({
          checkout: checkout.activeStep < checkoutStepCount - 1 ? nextStep(checkout) : checkout,
        })),
      backStep: () => set(({ checkout }) => ({ checkout: backStep(checkout) })),
      gotoStep: (step) =>
        set(({ checkout }) => ({ checkout: gotoStep(checkout, Math.min(step, checkoutStepCount - 1)) })),
      reset: () => set(initialData()),
    }),
    {
      name: ShopStorageKey.checkout,
      storage: plainStorage,
      partialize: ({ checkout, delivery, discountCode }) => ({ checkout, delivery, discountCode }),
    },
  ),
);

/** How many units the cart holds. */
export const useCartCount = () =>
  useCheckout((state) => state.checkout.cart.reduce((sum, line) => sum + line.quantity, 0));
