import {
  deleteProductRequestSchema,
  deleteProductResponseSchema,
  deleteProductsRequestSchema,
  deleteProductsResponseSchema,
  newProductRequestSchema,
  newProductReviewRequestSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  updateProductRequestSchema,
} from '@/contract/product-catalogue';
import { productQuerySchema, productResponseSchema, productsResponseSchema } from '@/contract/products';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

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
  search: defineRoute({
    method: 'get',
    path: '/api/products/search',
    operationId: 'searchProducts',
    tags,
    security,
    summary: 'One page of the catalogue, filtered and sorted (the shop and the admin list)',
    request: { query: productSearchQuerySchema },
    responses: { ...jsonOk(productSearchResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  byName: defineRoute({
    method: 'get',
    path: '/api/products/product',
    operationId: 'getProduct',
    tags,
    security,
    summary:
      'One product by its name slug (a slug it had before a rename finds it too, with its current name)',
    request: { query: productQuerySchema },
    responses: { ...jsonOk(productResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  newProduct: defineRoute({
    method: 'post',
    path: '/api/products/new',
    operationId: 'createProduct',
    tags,
    security,
    summary: 'Adds a product to the catalogue (admins only)',
    request: { body: jsonBody(newProductRequestSchema) },
    responses: { ...jsonOk(productResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  updateProduct: defineRoute({
    method: 'post',
    path: '/api/products/update',
    operationId: 'updateProduct',
    tags,
    security,
    summary: 'Replaces every field of the product form of a product (admins only)',
    request: { body: jsonBody(updateProductRequestSchema) },
    responses: { ...jsonOk(productResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  deleteProduct: defineRoute({
    method: 'post',
    path: '/api/products/delete',
    operationId: 'deleteProduct',
    tags,
    security,
    summary: 'Removes a product from the catalogue (admins only)',
    request: { body: jsonBody(deleteProductRequestSchema) },
    responses: { ...jsonOk(deleteProductResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  deleteProducts: defineRoute({
    method: 'post',
    path: '/api/products/delete-many',
    operationId: 'deleteProducts',
    tags,
    security,
    summary:
      'Removes several products at once, all or none (admins only; an unknown id: 404, nothing removed)',
    request: { body: jsonBody(deleteProductsRequestSchema) },
    responses: { ...jsonOk(deleteProductsResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  newReview: defineRoute({
    method: 'post',
    path: '/api/products/reviews/new',
    operationId: 'createProductReview',
    tags,
    security,
    summary: "Adds the signed-in user's review of a product (one per user and product)",
    request: { body: jsonBody(newProductReviewRequestSchema) },
    responses: { ...jsonOk(productResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
};
