import { z } from 'zod';
import { CartLimits, deliveryOptionValues, discountKinds } from './cart';
import { isoDateTime } from './common';
import { invoiceLanguages } from './invoice-texts';
import { OrderErrors, OrderLimits } from './order-rules';
import { addressBookEntrySchema } from './user';

export * from './order-rules';

export const orderStatuses = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

// ---- Requests -----------------------------------------------------------------------------------

const idField = (code: string) =>
  z.string({ error: code }).trim().min(1, code).max(OrderLimits.idMaxLength, code);

const discountCodeField = z
  .string({ error: OrderErrors.discountCodeRequired.code })
  .trim()
  .min(1, OrderErrors.discountCodeRequired.code)
  .max(OrderLimits.discountCodeMaxLength, OrderErrors.discountCodeUnknown.code)
  .transform((code) => code.toUpperCase());

/**
 * One line the buyer asks for. Only what is bought: a price sent along is not part of the schema and is
 * dropped (the server charges the stored price).
 */
export const orderLineRequestSchema = z
  .object({
    productId: idField(OrderErrors.productIdRequired.code),
    quantity: z
      .number({ error: OrderErrors.quantityInvalid.code })
      .int(OrderErrors.quantityInvalid.code)
      .min(1, OrderErrors.quantityInvalid.code)
      .max(CartLimits.maxQuantity, OrderErrors.quantityInvalid.code),
    size: z
      .string({ error: OrderErrors.sizeUnavailable.code })
      .max(OrderLimits.optionMaxLength, OrderErrors.sizeUnavailable.code)
      .default(''),
    color: z
      .string({ error: OrderErrors.colorUnavailable.code })
      .max(OrderLimits.optionMaxLength, OrderErrors.colorUnavailable.code)
      .default(''),
  })
  .meta({ id: 'OrderLineRequest' });
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

const addressField = z
  .string({ error: OrderErrors.addressFieldRequired.code })
  .trim()
  .min(1, OrderErrors.addressFieldRequired.code)
  .max(OrderLimits.addressFieldMaxLength, OrderErrors.addressFieldTooLong.code);
const optionalAddressField = z
  .string({ error: OrderErrors.addressFieldRequired.code })
  .trim()
  .max(OrderLimits.addressFieldMaxLength, OrderErrors.addressFieldTooLong.code)
  .default('');

/** A new billing address; it is saved in the buyer's address book. */
export const newAddressSchema = z
  .object({
    name: addressField,
    phone: optionalAddressField,
    country: addressField,
    state: optionalAddressField,
    city: addressField,
    street: addressField,
    zipCode: optionalAddressField,
  })
  .meta({ id: 'NewAddress' });
export type NewAddress = z.infer<typeof newAddressSchema>;

/** Either an entry of the buyer's address book, or a new address (exactly one). */
export const billingRequestSchema = z
  .object(
    {
      addressId: idField(OrderErrors.addressNotFound.code).optional(),
      address: newAddressSchema.optional(),
    },
    { error: OrderErrors.billingRequired.code },
  )
  .refine((billing) => (billing.addressId === undefined) !== (billing.address === undefined), {
    message: OrderErrors.billingRequired.code,
  })
  .meta({ id: 'BillingRequest' });
export type BillingRequest = z.infer<typeof billingRequestSchema>;

export const newOrderRequestSchema = z
  .object({
    lines: z
      .array(orderLineRequestSchema, { error: OrderErrors.linesRequired.code })
      .min(1, OrderErrors.linesRequired.code)
      .max(CartLimits.maxLines, OrderErrors.tooManyLines.code),
    billing: billingRequestSchema,
    delivery: z.enum(deliveryOptionValues, { error: OrderErrors.deliveryInvalid.code }),
    discountCode: discountCodeField.optional(),
  })
  .meta({ id: 'NewOrderRequest' });
export type NewOrderRequest = z.input<typeof newOrderRequestSchema>;

export const discountCheckRequestSchema = z
  .object({
    code: discountCodeField,
    /** The cart's subtotal, to answer the amount taken off it (optional). */
    subtotal: z.number().min(0).max(1_000_000_000).optional(),
  })
  .meta({ id: 'DiscountCheckRequest' });

export const orderQuerySchema = z
  .object({ id: idField(OrderErrors.orderIdRequired.code) })
  .meta({ id: 'OrderQuery' });

/** Which order's invoice PDF, and the language of its labels (English when not asked). */
export const invoicePdfQuerySchema = z
  .object({
    id: idField(OrderErrors.orderIdRequired.code),
    lang: z.enum(invoiceLanguages).default('en'),
  })
  .meta({ id: 'InvoicePdfQuery' });

// ---- Answers ------------------------------------------------------------------------------------

export const discountSchema = z
  .object({
    code: z.string(),
    kind: z.enum(discountKinds),
    /** Percent (1-100) or an amount. */
    value: z.number(),
    description: z.string(),
    /** What it takes off the subtotal sent along (0 without one). */
    amount: z.number(),
  })
  .meta({ id: 'Discount' });
export type Discount = z.infer<typeof discountSchema>;
export const discountResponseSchema = z.object({ discount: discountSchema }).meta({ id: 'DiscountResponse' });

export const orderLineSchema = z
  .object({
    productId: z.string(),
    name: z.string(),
    cover: z.string(),
    size: z.string(),
    color: z.string(),
    quantity: z.number().int(),
    /** The unit price charged (the product's sale price while on sale). */
    price: z.number(),
    subtotal: z.number(),
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z
  .object({
    id: z.string(),
    /** The human order number ('#1001' is number 1001). */
    number: z.number().int(),
    lines: z.array(orderLineSchema),
    subtotal: z.number(),
    discount: z.number(),
    discountCode: z.string().nullable(),
    shipping: z.number(),
    delivery: z.enum(deliveryOptionValues),
    /** subtotal - discount + shipping. */
    total: z.number(),
    status: z.enum(orderStatuses),
    address: addressBookEntrySchema,
    createdAt: isoDateTime,
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema }).meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) }).meta({ id: 'OrdersResponse' });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
