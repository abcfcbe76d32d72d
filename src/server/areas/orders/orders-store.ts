import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import {
  cartLineId,
  cartSubtotal,
  CartLimits,
  checkoutTotal,
  discountAmount,
  roundMoney,
  shippingPrice,
  type DeliveryOption,
  type DiscountKind,
  type DiscountRule,
} from '@/contract/cart';
import { notificationLinks } from '@/contract/notification-links';
import {
  OrderErrors,
  OrderLimits,
  type Discount,
  type newOrderRequestSchema,
  type Order,
  type OrderLine,
  type OrderStatus,
} from '@/contract/orders';
import type { AddressBookEntry } from '@/contract/user';
import { fromJson, toJson } from '@/server/db/columns';
import { writeBumping } from '@/server/db/data-versions';
import type { Db } from '@/server/db/database';
import { ApiError, fieldError, notFound } from '@/server/http/api-error';
import { PRODUCTS_VERSION_KEY } from '@/server/areas/products/products-store';
import { recordSale } from './sales-summaries';
import { insertNotifications } from '@/server/areas/notifications/notifications-store';
import { findAddress, insertAddress } from '@/server/areas/user/billing-store';
import type { DiscountCodesTable, OrderLinesTable, OrdersTable } from './tables';

export type PlaceOrderInput = z.output<typeof newOrderRequestSchema>;

/** A product falls to low stock under this many units (and out of stock at 0) when orders take from it. */
const LOW_STOCK_BELOW = 10;

// ---- Discount codes ---------------------------------------------------------------------------

/** The English description stored with a code (what `POST /api/orders/discount` answers). */
export function describeDiscount(kind: DiscountKind, value: number): string {
  return kind === 'percent'
    ? `${value}% off the subtotal`
    : `${roundMoney(value).toFixed(2)} off the subtotal`;
}

export interface NewDiscountCode {
  code: string;
  kind: DiscountKind;
  value: number;
  description?: string;
  expiresAt: string | null;
}

/** Adds a discount code (admins manage them; the demo seed adds a few). */
export async function insertDiscountCode(db: Db, discount: NewDiscountCode, now: Date): Promise<void> {
  await db
    .insertInto('discount_codes')
    .values({
      code: discount.code.toUpperCase(),
      kind: discount.kind,
      value: discount.value,
      description: discount.description ?? describeDiscount(discount.kind, discount.value),
      expires_at: discount.expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The rule of a code (any case), or a 400 for `path` when it is unknown or expired. */
export async function findDiscountRule(
  db: Db,
  code: string,
  now: Date,
  path: string,
): Promise<DiscountRule & { description: string }> {
  const row: Selectable<DiscountCodesTable> | undefined = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) throw fieldError(path, OrderErrors.discountCodeUnknown);
  if (row.expires_at !== null && row.expires_at <= now.toISOString())
    throw fieldError(path, OrderErrors.discountCodeExpired);
  return {
    code: row.code,
    kind: row.kind as DiscountKind,
    value: Number(row.value),
    description: row.description,
  };
}

/** What `code` takes off; with a subtotal, the amount taken off it. */
export async function checkDiscountCode(
  db: Db,
  code: string,
  subtotal: number | undefined,
  now: Date,
): Promise<Discount> {
  const rule = await findDiscountRule(db, code, now, 'code');
  return { ...rule, amount: discountAmount(rule, subtotal ?? 0) };
}

// ---- Orders -----------------------------------------------------------------------------------

function toOrder(row: Selectable<OrdersTable>, lines: Selectable<OrderLinesTable>[]): Order {
  return {
    id: row.id,
    number: Number(row.number),
    lines: lines.map((line): OrderLine => ({
      productId: line.product_id,
      name: line.name,
      cover: line.cover,
      size: line.size,
      color: line.color,
      quantity: Number(line.quantity),
      price: Number(line.price),
      subtotal: Number(line.subtotal),
    })),
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    discountCode: row.discount_code,
    shipping: Number(row.shipping),
    delivery: row.delivery as DeliveryOption,
    total: Number(row.total),
    status: row.status as OrderStatus,
    address: fromJson<AddressBookEntry>(row.address, {
      id: '',
      name: '',
      phone: '',
      country: '',
      state: '',
      city: '',
      street: '',
      zipCode: '',
    }),
    createdAt: row.created_at,
  };
}

async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, Selectable<OrderLinesTable>[]>> {
  const byOrder = new Map<string, Selectable<OrderLinesTable>[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(row);
  return byOrder;
}

/** The user's orders, newest first (the latest OrderLimits.listMax). */
export async function listOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(OrderLimits.listMax)
    .execute();
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? []));
}

/** One of the user's own orders; another user's is as unknown as a missing one (404). */
export async function findOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(OrderErrors.orderNotFound);
  return toOrder(row, (await linesOf(db, [row.id])).get(row.id) ?? []);
}

interface WantedLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  /** Where the buyer first listed it, to name the field of a refusal. */
  index: number;
}

/** The lines asked for, one per product, size and colour (the same one twice adds up). */
function mergeLines(lines: PlaceOrderInput['lines']): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  lines.forEach((line, index) => {
    const key = cartLineId(line.productId, line.size, line.color);
    const existing = merged.get(key);
    if (!existing) merged.set(key, { ...line, index });
    else {
      existing.quantity += line.quantity;
      if (existing.quantity > CartLimits.maxQuantity)
        throw fieldError(`lines.${index}.quantity`, OrderErrors.quantityInvalid);
    }
  });
  return [...merged.values()];
}

/**
 * Places an order of `userId`: every price comes from the catalogue (a price the client sent is never read),
 * and the stock of every line is taken in the one transaction that writes the order, its billing address,
 * the buyer's notification and the catalogue's new data version. A line short of stock refuses the whole
 * order with 409 and changes nothing: the conditional UPDATE (available >= quantity) never takes a unit
 * twice, on SQLite (one writer) and on PostgreSQL (the row lock re-checks the condition) alike.
 */
export async function placeOrder(db: Db, userId: string, input: PlaceOrderInput, now: Date): Promise<Order> {
  const wanted = mergeLines(input.lines);
  const { billing } = input;
  return writeBumping(db, PRODUCTS_VERSION_KEY, async (trx) => {
    const rule = input.discountCode
      ? await findDiscountRule(trx, input.discountCode, now, 'discountCode')
      : null;

    const products = await trx
      .selectFrom('products')
      .select(['id', 'name', 'images', 'sizes', 'colors'])
      .where(
        'id',
        'in',
        wanted.map((line) => line.productId),
      )
      .execute();
    const productById = new Map(products.map((product) => [product.id, product]));
    for (const line of wanted) {
      const product = productById.get(line.productId);
      if (!product) throw notFound(OrderErrors.productNotFound);
      const sizes = fromJson<string[]>(product.sizes, []);
      if (sizes.length > 0 ? !sizes.includes(line.size) : line.size !== '')
        throw fieldError(`lines.${line.index}.size`, OrderErrors.sizeUnavailable);
      const colors = fromJson<string[]>(product.colors, []);
      if (colors.length > 0 ? !colors.includes(line.color) : line.color !== '')
        throw fieldError(`lines.${line.index}.color`, OrderErrors.colorUnavailable);
    }

    const address =
      billing.addressId !== undefined
        ? await findAddress(trx, userId, billing.addressId)
        : await insertAddress(trx, userId, billing.address!, now);
    if (!address) throw fieldError('billing.addressId', OrderErrors.addressNotFound);

    // Take the stock in product id order, so two orders never wait on each other's rows crosswise.
    const unitPrices = new Map<WantedLine, number>();
    for (const line of [...wanted].sort((a, b) =>
      a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
    )) {
      const taken = await trx
        .updateTable('products')
        .set({
          available: sql<number>`available - ${line.quantity}`,
          sold: sql<number>`sold + ${line.quantity}`,
          inventory_type: sql<string>`case when available - ${line.quantity} <= 0 then 'out_of_stock' when available - ${line.quantity} < ${LOW_STOCK_BELOW} then 'low_stock' else inventory_type end`,
        })
        .where('id', '=', line.productId)
        .where('available', '>=', line.quantity)
        .returning(['price', 'price_sale'])
        .executeTakeFirst();
      if (!taken) throw new ApiError(409, OrderErrors.outOfStock);
      unitPrices.set(line, Number(taken.price_sale ?? taken.price));
    }

    const orderLines = wanted.map((line) => {
      const product = productById.get(line.productId)!;
      const price = unitPrices.get(line)!;
      return {
        productId: line.productId,
        name: product.name,
        cover: fromJson<string[]>(product.images, [])[0] ?? '',
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        price,
        subtotal: roundMoney(price * line.quantity),
      };
    });
    const subtotal = cartSubtotal(orderLines);
    const discount = discountAmount(rule, subtotal);
    const shipping = shippingPrice(input.delivery);
    const total = checkoutTotal({ subtotal, discount, shipping });

    const { last_number: number } = await trx
      .updateTable('order_number_counter')
      .set({ last_number: sql<number>`last_number + 1` })
      .where('id', '=', 1)
      .returning('last_number')
      .executeTakeFirstOrThrow();

    const row: Selectable<OrdersTable> = {
      id: randomUUID(),
      user_id: userId,
      number: Number(number),
      status: 'placed',
      subtotal,
      discount,
      discount_code: rule?.code ?? null,
      shipping,
      delivery: input.delivery,
      total,
      address: toJson(address),
      created_at: now.toISOString(),
    };
    await trx.insertInto('orders').values(row).execute();
    const lineRows: Selectable<OrderLinesTable>[] = orderLines.map((line, position) => ({
      id: randomUUID(),
      order_id: row.id,
      position,
      product_id: line.productId,
      name: line.name,
      cover: line.cover,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
    }));
    await trx.insertInto('order_lines').values(lineRows).execute();
    await recordSale(trx, {
      createdAt: row.created_at,
      userId,
      subtotal,
      discount,
      shipping,
      total,
      lines: orderLines,
    });

    const items = orderLines.reduce((sum, line) => sum + line.quantity, 0);
    await insertNotifications(trx, [
      {
        id: randomUUID(),
        userId,
        message: { key: 'orderPlaced', params: { number: row.number, count: items, total } },
        avatar: null,
        type: 'order_placed',
        createdAt: row.created_at,
        isUnRead: true,
        link: notificationLinks.invoice(row.id),
      },
    ]);
    return toOrder(row, lineRows);
  });
}
