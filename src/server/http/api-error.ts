import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorEntry, ErrorBody, FieldError } from '@/contract/errors';

/** A failure the client caused or may see: an entry of the contract's catalogue and the status to send. */
export class ApiError extends Error {
  readonly code: string;
  /** Headers the answer carries besides the envelope (Retry-After). */
  headers?: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    { code, message }: ApiErrorEntry,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }

  get body(): ErrorBody {
    return this.errors ? { message: this.message, code: this.code, errors: this.errors } : { message: this.message, code: this.code };
  }
}

/** 429 or 503 with Retry-After: this cannot be taken now, and the answer says when to try again. */
function tryAgainLater(status: 429 | 503, error: ApiErrorEntry, retryAfterSeconds: number): ApiError {
  const failure = new ApiError(status, error);
  failure.headers = { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return failure;
}

/** The server is too busy for this now (the password hashing queue is full). */
export const serviceUnavailable = (error: ApiErrorEntry, retryAfterSeconds: number) =>
  tryAgainLater(503, error, retryAfterSeconds);
/** This client (an address or an account) asked too often. */
export const tooManyRequests = (error: ApiErrorEntry, retryAfterSeconds: number) =>
  tryAgainLater(429, error, retryAfterSeconds);

export const badRequest = (error: ApiErrorEntry) => new ApiError(400, error);
export const unauthorized = (error: ApiErrorEntry) => new ApiError(401, error);
export const forbidden = (error: ApiErrorEntry) => new ApiError(403, error);
export const notFound = (error: ApiErrorEntry) => new ApiError(404, error);

/** 400 for one field, named in the message like a schema failure: "title: A post with this title already exists". */
export function fieldError(path: string, error: ApiErrorEntry): ApiError {
  return new ApiError(400, { code: error.code, message: `${path}: ${error.message}` }, [{ path, ...error }]);
}
