import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ErrorMessage, type ErrorBody } from '@/contract/errors';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Turns any thrown error into the one JSON error envelope. Unexpected errors never leak details. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    const body: ErrorBody = { message: error.message };
    if (error.errors) body.errors = error.errors;
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    const message = /malformed json/i.test(error.message) ? ErrorMessage.malformedJson : error.message || 'Bad request';
    return c.json({ message } satisfies ErrorBody, error.status);
  }
  if (isUnstorableText(error)) return c.json({ message: ErrorMessage.unstorableText } satisfies ErrorBody, 400);
  c.get('log')?.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
  return c.json({ message: ErrorMessage.internal } satisfies ErrorBody, 500);
}

/** PostgreSQL refuses NUL characters and invalid byte sequences in text (SQLite stores them): a client mistake. */
function isUnstorableText(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}
