// The orders' limits and refusals, apart from the schemas so that screens can use them without loading zod
// (the schemas load with the forms that validate).

import { CartLimits, deliveryOptionValues } from './cart';
import { messagesOf, type ErrorCatalogue } from './errors';

export const OrderLimits = {
  idMaxLength: 100,
  /** Sizes and colours are short codes ('8', '#00AB55'). */
  optionMaxLength: 40,
  discountCodeMaxLength: 32,
  addressFieldMaxLength: 200,
  /** The orders GET /api/orders answers at most (newest first). */
  listMax: 100,
} as const;

/** Refusals of the orders area. */
export const OrderErrors = {
  linesRequired: { code: 'orders.lines_required', message: 'The order needs at least one line' },
  tooManyLines: {
    code: 'orders.too_many_lines',
    message: `An order holds at most ${CartLimits.maxLines} lines`,
  },
  productIdRequired: { code: 'orders.product_id_required', message: 'Product id is required' },
  quantityInvalid: {
    code: 'orders.quantity_invalid',
    message: `Quantity must be a whole number from 1 to ${CartLimits.maxQuantity}`,
  },
  sizeUnavailable: { code: 'orders.size_unavailable', message: 'This size is not offered for the product' },
  colorUnavailable: {
    code: 'orders.color_unavailable',
    message: 'This colour is not offered for the product',
  },
  productNotFound: { code: 'orders.product_not_found', message: 'Product not found' },
  outOfStock: { code: 'orders.out_of_stock', message: 'Not enough in stock for this order' },
  deliveryInvalid: {
    code: 'orders.delivery_invalid',
    message: `Delivery must be one of ${deliveryOptionValues.join(', ')}`,
  },
  billingRequired: {
    code: 'orders.billing_required',
    message: 'A billing address is required: an address book entry or a new address',
  },
  addressNotFound: { code: 'orders.address_not_found', message: 'Address not found in your address book' },
  addressFieldRequired: { code: 'orders.address_field_required', message: 'This address field is required' },
  addressFieldTooLong: {
    code: 'orders.address_field_too_long',
    message: `Must be at most ${OrderLimits.addressFieldMaxLength} characters`,
  },
  discountCodeRequired: { code: 'orders.discount_code_required', message: 'Discount code is required' },
  discountCodeUnknown: { code: 'orders.discount_code_unknown', message: 'This discount code does not exist' },
  discountCodeExpired: { code: 'orders.discount_code_expired', message: 'This discount code has expired' },
  orderIdRequired: { code: 'orders.order_id_required', message: 'Order id is required' },
  orderNotFound: { code: 'orders.not_found', message: 'Order not found' },
} as const satisfies ErrorCatalogue;
export const OrderValidation = messagesOf(OrderErrors);
