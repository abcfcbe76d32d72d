import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { addToCart, emptyCheckout, type CartItem, type Checkout } from '@/contract/cart';
import { ShopStorageKey } from './shop-storage-keys';

interface CheckoutState {
  checkout: Checkout;
  addItem(item: Omit<CartItem, 'id'>): void;
}

const isCartItem = (value: unknown): value is CartItem => {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.productId === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) >= 1 &&
    typeof item.available === 'number'
  );
};

/** Whatever is stored under `checkout`: a checkout whose lines all look like cart lines, else the empty one. */
export function readStoredCheckout(storage: Storage = window.localStorage): Checkout {
  try {
    const stored = JSON.parse(storage.getItem(ShopStorageKey.checkout) ?? 'null') as Partial<Checkout> | null;
    if (!stored || !Array.isArray(stored.cart) || !stored.cart.every(isCartItem)) return emptyCheckout();
    return { ...emptyCheckout(), ...stored, cart: stored.cart };
  } catch {
    return emptyCheckout();
  }
}

/** localStorage `checkout` holds the checkout itself (SPEC §3: activeStep, cart, totals, billing). */
const plainStorage: PersistStorage<Pick<CheckoutState, 'checkout'>> = {
  getItem: () => (typeof window === 'undefined' ? null : { state: { checkout: readStoredCheckout() }, version: 0 }),
  setItem: (_name, value) => window.localStorage.setItem(ShopStorageKey.checkout, JSON.stringify(value.state.checkout)),
  removeItem: () => window.localStorage.removeItem(ShopStorageKey.checkout),
};

/** The cart (and later the checkout steps), kept across visits; every change goes through the contract's cart rules. */
export const useCheckout = create<CheckoutState>()(
  persist(
    (set) => ({
      checkout: emptyCheckout(),
      addItem: (item) => set(({ checkout }) => ({ checkout: addToCart(checkout, item) })),
    }),
    { name: ShopStorageKey.checkout, storage: plainStorage, partialize: ({ checkout }) => ({ checkout }) },
  ),
);

/** How many units the cart holds. */
export const useCartCount = () =>
  useCheckout((state) => state.checkout.cart.reduce((sum, line) => sum + line.quantity, 0));
