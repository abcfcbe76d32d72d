import { productQuerySchema, productResponseSchema, productsResponseSchema } from '@/contract/products';
import { bearerAuth, defineRoute, errorResponses, jsonOk } from './route-helpers';

const tags = ['Products'];
const security = bearerAuth;

export const productsApi = {
  all: defineRoute({
    method: 'get',
    path: '/api/products',
    operationId: 'listProducts',
    tags,
    security,
    summary: 'The whole catalogue, newest first',
    responses: { ...jsonOk(productsResponseSchema), ...errorResponses(401, 403) },
  }),
  byName: defineRoute({
    method: 'get',
    path: '/api/products/product',
    operationId: 'getProduct',
    tags,
    security,
    summary: 'One product by its name slug',
    request: { query: productQuerySchema },
    responses: { ...jsonOk(productResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
};
