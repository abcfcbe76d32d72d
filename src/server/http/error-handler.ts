import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiErrors, errorBody, type ErrorBody } from '@/contract/errors';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Turns any thrown error into the one JSON error envelope. Unexpected errors never leak details. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException) {
    const generic = error.status === 415 ? ApiErrors.unsupportedMediaType : ApiErrors.badRequest;
    const body: ErrorBody = /malformed json/i.test(error.message)
      ? errorBody(ApiErrors.malformedJson)
      : { message: error.message || generic.message, code: generic.code };
    return c.json(body, error.status);
  }
  if (isUnstorableText(error)) return c.json(errorBody(ApiErrors.unstorableText), 400);
  c.get('log')?.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
  return c.json(errorBody(ApiErrors.internal), 500);
}

/** PostgreSQL refuses NUL characters and invalid byte sequences in text (SQLite stores them): a client mistake. */
function isUnstorableText(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}
