import { z } from 'zod';
import {
  deleteDiscountCodeRequestSchema,
  deleteDiscountCodeResponseSchema,
  discountCodeResponseSchema,
  discountCodesResponseSchema,
  newDiscountCodeRequestSchema,
  updateDiscountCodeRequestSchema,
} from '@/contract/discount-codes';
import { errorBodySchema } from '@/contract/error-catalogue';
import {
  discountCheckRequestSchema,
  discountResponseSchema,
  invoicePdfQuerySchema,
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

const codeTaken = {
  409: {
    description: 'A discount code with this name already exists',
    content: { 'application/json': { schema: errorBodySchema } },
  },
};

const invoicePdf = {
  200: {
    description: 'The invoice as a PDF file, to be saved (Content-Disposition: attachment)',
    headers: z.object({
      'Content-Disposition': z.string().meta({ example: 'attachment; filename="invoice-1001.pdf"' }),
    }),
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
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
  invoicePdf: defineRoute({
    method: 'get',
    path: '/api/orders/order/pdf',
    operationId: 'getInvoicePdf',
    tags,
    security,
    summary:
      "The invoice of one of the caller's own orders as a PDF, its labels in `lang` (anyone else's is 404)",
    request: { query: invoicePdfQuerySchema },
    responses: { ...invoicePdf, ...errorResponses(400, 401, 403, 404) },
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
  discountCodes: defineRoute({
    method: 'get',
    path: '/api/orders/discount-codes',
    operationId: 'listDiscountCodes',
    tags,
    security,
    summary:
      'Every discount code with what it takes off, its expiry and how many orders used it (admins only)',
    responses: { ...jsonOk(discountCodesResponseSchema), ...errorResponses(401, 403) },
  }),
  newDiscountCode: defineRoute({
    method: 'post',
    path: '/api/orders/discount-codes/new',
    operationId: 'createDiscountCode',
    tags,
    security,
    summary: 'Adds a discount code (admins only; a code that exists: 409)',
    request: { body: jsonBody(newDiscountCodeRequestSchema) },
    responses: { ...jsonOk(discountCodeResponseSchema), ...errorResponses(400, 401, 403, 413), ...codeTaken },
  }),
  updateDiscountCode: defineRoute({
    method: 'post',
    path: '/api/orders/discount-codes/update',
    operationId: 'updateDiscountCode',
    tags,
    security,
    summary: 'Changes what a discount code takes off and its expiry (admins only)',
    request: { body: jsonBody(updateDiscountCodeRequestSchema) },
    responses: { ...jsonOk(discountCodeResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  deleteDiscountCode: defineRoute({
    method: 'post',
    path: '/api/orders/discount-codes/delete',
    operationId: 'deleteDiscountCode',
    tags,
    security,
    summary: 'Removes a discount code: checkout refuses it from then on; placed orders keep it (admins only)',
    request: { body: jsonBody(deleteDiscountCodeRequestSchema) },
    responses: { ...jsonOk(deleteDiscountCodeResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
};
