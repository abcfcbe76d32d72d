import { sql } from 'kysely';
import type { Db } from '@/server/db/database';

/** What one order adds to the day's sales. */
export interface SaleRecord {
  /** The order's time, UTC ISO text; its first ten characters are the day. */
  createdAt: string;
  userId: string;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  lines: readonly { productId: string; quantity: number; subtotal: number }[];
}

/** The UTC day (YYYY-MM-DD) of an ISO timestamp. */
export const dayOf = (isoTime: string): string => isoTime.slice(0, 10);

/**
 * Adds one order to the sales of its day, of its products and of its buyer. Call it in the transaction that
 * writes the order, so the summaries never disagree with the orders that were placed.
 */
export async function recordSale(db: Db, sale: SaleRecord): Promise<void> {
  const day = dayOf(sale.createdAt);
  const items = sale.lines.reduce((sum, line) => sum + line.quantity, 0);
  await db
    .insertInto('sales_days')
    .values({
      day,
      orders: 1,
      items,
      subtotal: sale.subtotal,
      discount: sale.discount,
      shipping: sale.shipping,
      total: sale.total,
    })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet({
        orders: sql`sales_days.orders + 1`,
        items: sql`sales_days.items + ${items}`,
        subtotal: sql`sales_days.subtotal + ${sale.subtotal}`,
        discount: sql`sales_days.discount + ${sale.discount}`,
        shipping: sql`sales_days.shipping + ${sale.shipping}`,
        total: sql`sales_days.total + ${sale.total}`,
      }),
    )
    .execute();

  const byProduct = new Map<string, { quantity: number; revenue: number }>();
  for (const line of sale.lines) {
    const sold = byProduct.get(line.productId) ?? { quantity: 0, revenue: 0 };
    byProduct.set(line.productId, {
      quantity: sold.quantity + line.quantity,
      revenue: sold.revenue + line.subtotal,
    });
  }
  // In product id order, so two orders never wait on each other's rows crosswise (PostgreSQL).
  for (const [productId, sold] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    await db
      .insertInto('product_sales_days')
      .values({ day, product_id: productId, quantity: sold.quantity, revenue: sold.revenue })
      .onConflict((conflict) =>
        conflict.columns(['day', 'product_id']).doUpdateSet({
          quantity: sql`product_sales_days.quantity + ${sold.quantity}`,
          revenue: sql`product_sales_days.revenue + ${sold.revenue}`,
        }),
      )
      .execute();
  }

  await db
    .insertInto('customer_sales_days')
    .values({ day, user_id: sale.userId, orders: 1, total: sale.total })
    .onConflict((conflict) =>
      conflict.columns(['day', 'user_id']).doUpdateSet({
        orders: sql`customer_sales_days.orders + 1`,
        total: sql`customer_sales_days.total + ${sale.total}`,
      }),
    )
    .execute();
}

/**
 * Writes the summaries anew from the orders there are (the migration that adds them, and a benchmark that
 * inserts orders in bulk). Sums of money are rounded to cents, as every order's are.
 */
export async function rebuildSalesSummaries(db: Db): Promise<void> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  await db.deleteFrom('sales_days').execute();
  await db.deleteFrom('product_sales_days').execute();
  await db.deleteFrom('customer_sales_days').execute();
  await db
    .insertInto('product_sales_days')
    .columns(['day', 'product_id', 'quantity', 'revenue'])
    .expression(
      db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select([
          sql<string>`substr(orders.created_at, 1, 10)`.as('day'),
          'order_lines.product_id',
          sql<number>`sum(order_lines.quantity)`.as('quantity'),
          sql<number>`sum(order_lines.subtotal)`.as('revenue'),
        ])
        .groupBy([sql`substr(orders.created_at, 1, 10)`, 'order_lines.product_id']),
    )
    .execute();
  await db
    .insertInto('sales_days')
    .columns(['day', 'orders', 'items', 'subtotal', 'discount', 'shipping', 'total'])
    .expression(
      db
        .selectFrom('orders')
        .select([
          day.as('day'),
          sql<number>`count(*)`.as('orders'),
          sql<number>`0`.as('items'),
          sql<number>`sum(subtotal)`.as('subtotal'),
          sql<number>`sum(discount)`.as('discount'),
          sql<number>`sum(shipping)`.as('shipping'),
          sql<number>`sum(total)`.as('total'),
        ])
        .groupBy(day),
    )
    .execute();
  // The day's units, from the product rows written just before.
  await db
    .updateTable('sales_days')
    .set({
      items: sql<number>`coalesce((select sum(p.quantity) from product_sales_days p where p.day = sales_days.day), 0)`,
    })
    .execute();
  await db
    .insertInto('customer_sales_days')
    .columns(['day', 'user_id', 'orders', 'total'])
    .expression(
      db
        .selectFrom('orders')
        .select([
          day.as('day'),
          'user_id',
          sql<number>`count(*)`.as('orders'),
          sql<number>`sum(total)`.as('total'),
        ])
        .groupBy([day, 'user_id']),
    )
    .execute();
}
