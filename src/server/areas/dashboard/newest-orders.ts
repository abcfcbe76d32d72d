import type { DashboardOrder } from '@/contract/dashboard';
import { orderStatuses, type OrderStatus } from '@/contract/orders';
import type { Db } from '@/server/db/database';

/** The shop's newest orders (or one buyer's), with their buyer and their lines counted. */
export async function newestOrders(db: Db, limit: number, buyerId?: string): Promise<DashboardOrder[]> {
  // The orders alone first, newest by their own index: joined to users, SQLite may start from the buyers and sort
  // every order.
  let query = db
    .selectFrom('orders')
    .select(['id', 'user_id', 'number', 'total', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (buyerId !== undefined) query = query.where('user_id', '=', buyerId);
  const orders = await query.execute();
  if (orders.length === 0) return [];
  const buyers = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'photo_url'])
    .where('id', 'in', [...new Set(orders.map((order) => order.user_id))])
    .execute();
  const buyerOf = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  const lines = await db
    .selectFrom('order_lines')
    .select(['order_id', 'position', 'name', 'quantity'])
    .where(
      'order_id',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  return orders.map((order) => {
    const own = lines.filter((line) => line.order_id === order.id);
    return {
      id: order.id,
      number: Number(order.number),
      customerName: buyerOf.get(order.user_id)?.display_name ?? '',
      customerAvatarUrl: buyerOf.get(order.user_id)?.photo_url ?? '',
      firstItem: own[0]?.name ?? '',
      items: own.reduce((sum, line) => sum + Number(line.quantity), 0),
      total: Number(order.total),
      status: (orderStatuses as readonly string[]).includes(order.status)
        ? (order.status as OrderStatus)
        : 'placed',
      createdAt: order.created_at,
    };
  });
}
