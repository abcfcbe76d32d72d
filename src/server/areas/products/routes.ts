import { createRoute } from '@hono/zod-openapi';
import { ErrorMessage } from '@/contract/errors';
import {
  productQuerySchema,
  productResponseSchema,
  productsResponseSchema,
} from '@/contract/products';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { notFound } from '@/server/http/api-error';
import { cachedJson } from '@/server/http/cached-json';
import { bearerAuth, createRouter, errorResponses, jsonOk } from '@/server/http/router';
import { toSlug } from '@/contract/slug';
import { findProductBySlug, listProducts, PRODUCTS_VERSION_KEY } from './products-store';

const tags = ['Products'];

const allProducts = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The whole catalogue, newest first',
  security: bearerAuth,
  responses: { ...jsonOk(productsResponseSchema), ...errorResponses(401) },
});

const productByName = createRoute({
  method: 'get',
  path: '/product',
  tags,
  summary: 'One product by its name slug',
  security: bearerAuth,
  request: { query: productQuerySchema },
  responses: { ...jsonOk(productResponseSchema), ...errorResponses(400, 401, 404) },
});

export function productsRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  const versionKey = PRODUCTS_VERSION_KEY;

  router.openapi(allProducts, (c) =>
    cachedJson(c, { database, versionKey, key: 'list', build: async () => ({ products: await listProducts(db) }) }),
  );

  router.openapi(productByName, (c) => {
    const slug = toSlug(c.req.valid('query').name);
    return cachedJson(c, {
      database,
      versionKey,
      key: `product:${slug}`,
      build: async () => {
        const product = await findProductBySlug(db, slug);
        if (!product) throw notFound(ErrorMessage.productNotFound);
        return { product };
      },
    });
  });

  return router;
}
