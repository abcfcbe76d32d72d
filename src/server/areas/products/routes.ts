import { createRoute } from '@hono/zod-openapi';
import { ErrorMessage } from '../../../contract/errors';
import {
  productQuerySchema,
  productResponseSchema,
  productsResponseSchema,
} from '../../../contract/products';
import type { AppDeps } from '../../app-deps';
import type { AuthGuards } from '../../auth/middleware';
import { notFound } from '../../http/api-error';
import { bearerAuth, createRouter, errorResponses, jsonOk } from '../../http/router';
import { findProductBySlug, listProducts } from './products-store';

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

  router.openapi(allProducts, async (c) => c.json({ products: await listProducts(db) }, 200));

  router.openapi(productByName, async (c) => {
    const product = await findProductBySlug(db, c.req.valid('query').name);
    if (!product) throw notFound(ErrorMessage.productNotFound);
    return c.json({ product }, 200);
  });

  return router;
}
