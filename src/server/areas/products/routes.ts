import { productsApi } from '@/contract/api';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { notFound } from '@/server/http/api-error';
import { cachedJson } from '@/server/http/cached-json';
import { createRouter } from '@/server/http/router';
import { toSlug } from '@/contract/slug';
import { findProductBySlug, listProducts, PRODUCTS_VERSION_KEY } from './products-store';

export function productsRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/products/*', guards.requireUser);

  const versionKey = PRODUCTS_VERSION_KEY;

  router.openapi(productsApi.all, (c) =>
    cachedJson(c, { database, versionKey, key: 'list', build: async () => ({ products: await listProducts(db) }) }),
  );

  router.openapi(productsApi.byName, (c) => {
    const slug = toSlug(c.req.valid('query').name);
    return cachedJson(c, {
      database,
      versionKey,
      key: `product:${slug}`,
      build: async () => {
        const product = await findProductBySlug(db, slug);
        if (!product) throw notFound(ApiErrors.productNotFound);
        return { product };
      },
    });
  });

  return router;
}
