import type { Area, UploadReferenceOf } from '@/server/area';
import { productCatalogueMigration } from './catalogue-migration';
import { productListSortMigration } from './list-sort-migration';
import { productsMigration } from './migration';
import { productsRoutes } from './routes';
import { seedProduct } from './seed';
import type { ProductTables } from './tables';

/** The merch shop's catalogue: reading and searching it, editing it (admins), and reviews. */
export const productsArea: Area<ProductTables> = {
  name: 'products',
  routers: [{ basePath: '/', create: productsRoutes }],
  migrations: {
    '0006_products': productsMigration,
    '0020_product_catalogue': productCatalogueMigration,
    '0022_product_list_sort': productListSortMigration,
  },
  uploadReferences: [
    { table: 'products', column: 'images' },
    { table: 'products', column: 'description' },
    // Reviewers' photos, as they were when they wrote.
    { table: 'products', column: 'reviews' },
  ] satisfies UploadReferenceOf<ProductTables>[],
  demoSeed: { order: 50, run: seedProduct },
};
