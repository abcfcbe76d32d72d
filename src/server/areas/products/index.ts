import type { Area } from '@/server/area';
import { productsMigration } from './migration';
import { productsRoutes } from './routes';
import { seedProduct } from './seed';
import type { ProductTables } from './tables';

/** The merch shop's catalogue. */
export const productsArea: Area<ProductTables> = {
  name: 'products',
  routers: [{ basePath: '/', create: productsRoutes }],
  migrations: { '0006_products': productsMigration },
  demoSeed: { order: 50, run: seedProduct },
};
