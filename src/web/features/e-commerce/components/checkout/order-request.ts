import type { CartItem, DeliveryOption } from '@/contract/cart';
import type { NewOrderRequest } from '@/contract/orders';
import type { AppliedDiscount, CheckoutBilling } from '@/web/features/e-commerce/stores/checkout-store';

interface OrderOf {
  cart: readonly CartItem[];
  billing: CheckoutBilling;
  delivery: DeliveryOption;
  discountCode: AppliedDiscount | null;
}

/**
 * POST /api/orders/new with only what is bought: no price, name or cover (the server charges its own prices),
 * the address book entry by its id or the new address, the delivery and the code.
 */
export function orderRequestOf({ cart, billing, delivery, discountCode }: OrderOf): NewOrderRequest {
  return {
    lines: cart.map(({ productId, size, color, quantity }) => ({ productId, size, color, quantity })),
    billing: billing.addressId !== null ? { addressId: billing.addressId } : { address: billing.address },
    delivery,
    ...(discountCode ? { discountCode: discountCode.code } : {}),
  };
}
