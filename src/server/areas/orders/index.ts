import type { Area } from '@/server/area';
import { ordersMigration } from './migration';
import { ordersRoutes } from './routes';
import { seedOrders } from './seed';
import type { OrderTables } from './tables';

/** The shop's checkout: orders with their lines, and the discount codes they may use. */
export const ordersArea: Area<OrderTables> = {
  name: 'orders',
  routers: [{ basePath: '/', create: ordersRoutes }],
  migrations: { '0021_orders': ordersMigration },
  demoSeed: { order: 55, run: seedOrders },
};
