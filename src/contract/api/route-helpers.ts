import type { RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { errorBodySchema } from '@/contract/error-catalogue';

/**
 * One API call as plain data: method, full path, operationId, security, request and response schemas.
 * The server serves it (router.openapi) and the web's client takes its types from it, so both read the
 * same definition. The path's own type parameter keeps it literal for the client's path-to-route lookup
 * (a `const` parameter would also give the responses an index signature, which hides their statuses).
 */
export const defineRoute = <P extends string, R extends RouteConfig & { path: P }>(route: R): R => route;

/** The security requirement of every call that needs `Authorization: Bearer <accessToken>`. */
export const bearerAuth: { bearerAuth: string[] }[] = [{ bearerAuth: [] }];
/** Declares a call public (no token), so a client generator does not assume the bearer scheme. */
export const publicAccess: { bearerAuth: string[] }[] = [];

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
  502: 'A service the call depends on (a sign-in provider) could not be reached',
  503: 'Too many sign-ins at once; try again after Retry-After seconds',
  // For calls without input: a client generator still learns that client errors share the envelope.
  '4XX': 'Any client error',
  500: 'Internal server error',
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;
type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof errorBodySchema } };
};

/** Documents the error answers a call can give; each is `{message, code}`. Every call may answer 500. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): { [K in S | 500]: ErrorResponse } {
  const responses = {} as { [K in S | 500]: ErrorResponse };
  for (const status of [...statuses, 500 as const]) {
    responses[status] = {
      description: errorDescriptions[status],
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  return responses;
}
