import type { DashboardOrder } from '@/contract/dashboard';
import { orderStatuses, type OrderStatus } from '@/contract/orders';
import type { Db } from '@/server/db/database';

/** The shop's newest orders (or one buyer's), with their buyer and their lines counted. */
export async function newestOrders(db: Db, limit: number, buyerId?: string): Promise<DashboardOrder[]> {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.total',
      'orders.status',
      'orders.created_at',
      'users.display_name',
      'users.photo_url',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (buyerId !== undefined) query = query.where('orders.user_id', '=', buyerId);
  const orders = await query.execute();
  if (orders.length === 0) return [];
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
      customerName: order.display_name,
      customerAvatarUrl: order.photo_url,
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
