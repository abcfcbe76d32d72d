import type { Area } from '@/server/area';
import { discountCodeIndexMigration } from './discount-code-index-migration';
import { ordersMigration } from './migration';
import { ordersRoutes } from './routes';
import { salesSummariesMigration } from './sales-summaries-migration';
import { seedOrders } from './seed';
import type { OrderTables } from './tables';

/** The shop's checkout: orders with their lines, and the discount codes they may use (admins manage them). */
export const ordersArea: Area<OrderTables> = {
  name: 'orders',
  routers: [{ basePath: '/', create: ordersRoutes }],
  migrations: {
    '0021_orders': ordersMigration,
    '0032_orders_discount_code_index': discountCodeIndexMigration,
    '0035_sales_summaries': salesSummariesMigration,
  },
  demoSeed: { order: 55, run: seedOrders },
};
