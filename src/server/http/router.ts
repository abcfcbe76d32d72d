import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/common';
import type { AppEnv } from './app-env';
import { validationHook } from './validation';

/** A router of one API area; every one shares the same validation failure answer. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

/** OpenAPI security requirement of every protected route. */
export const bearerAuth = [{ bearerAuth: [] }];

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

export function jsonOk<T extends z.ZodType>(schema: T, description = 'OK') {
  return { 200: { description, content: { 'application/json': { schema } } } };
}

const errorDescriptions = {
  400: 'Invalid request (the message names the field)',
  401: 'Authorization token missing or invalid',
  403: 'Permission denied or account banned',
  404: 'Not found',
  413: 'Request body too large',
  415: 'Unsupported file type',
  429: 'Too many requests from this client; try again after Retry-After seconds',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;
type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof errorBodySchema } } };

/** Documents the error answers a route can give; each is `{message}`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): { [K in S]: ErrorResponse } {
  const responses = {} as { [K in S]: ErrorResponse };
  for (const status of statuses) {
    responses[status] = { description: errorDescriptions[status], content: { 'application/json': { schema: errorBodySchema } } };
  }
  return responses;
}
