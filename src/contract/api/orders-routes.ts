import { errorBodySchema } from '@/contract/error-catalogue';
import {
  discountCheckRequestSchema,
  discountResponseSchema,
  newOrderRequestSchema,
  orderQuerySchema,
  orderResponseSchema,
  ordersResponseSchema,
} from '@/contract/orders';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Orders'];
const security = bearerAuth;

const outOfStock = {
  409: {
    description: 'Not enough in stock (another buyer took the last units): nothing was ordered',
    content: { 'application/json': { schema: errorBodySchema } },
  },
};

export const ordersApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/orders',
    operationId: 'listOrders',
    tags,
    security,
    summary: "The caller's orders, newest first (the latest 100)",
    responses: { ...jsonOk(ordersResponseSchema), ...errorResponses(401, 403) },
  }),
  byId: defineRoute({
    method: 'get',
    path: '/api/orders/order',
    operationId: 'getOrder',
    tags,
    security,
    summary: "One of the caller's own orders (anyone else's is 404)",
    request: { query: orderQuerySchema },
    responses: { ...jsonOk(orderResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  checkDiscount: defineRoute({
    method: 'post',
    path: '/api/orders/discount',
    operationId: 'checkDiscountCode',
    tags,
    security,
    summary: 'What a discount code takes off (of the subtotal sent along); unknown or expired: 400',
    request: { body: jsonBody(discountCheckRequestSchema) },
    responses: { ...jsonOk(discountResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/orders/new',
    operationId: 'placeOrder',
    tags,
    security,
    summary:
      'Place an order: prices and totals come from the catalogue, the stock is taken in one transaction (409 when short)',
    request: { body: jsonBody(newOrderRequestSchema) },
    responses: { ...jsonOk(orderResponseSchema), ...errorResponses(400, 401, 403, 404, 413), ...outOfStock },
  }),
};
