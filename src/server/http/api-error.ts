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

/** 503 with Retry-After: the server cannot take this now, and says when to try again. */
export function serviceUnavailable(error: ApiErrorEntry, retryAfterSeconds: number): ApiError {
  const failure = new ApiError(503, error);
  failure.headers = { 'Retry-After': String(retryAfterSeconds) };
  return failure;
}

export const badRequest = (error: ApiErrorEntry) => new ApiError(400, error);
export const unauthorized = (error: ApiErrorEntry) => new ApiError(401, error);
export const forbidden = (error: ApiErrorEntry) => new ApiError(403, error);
export const notFound = (error: ApiErrorEntry) => new ApiError(404, error);

/** 400 for one field, named in the message like a schema failure: "title: A post with this title already exists". */
export function fieldError(path: string, error: ApiErrorEntry): ApiError {
  return new ApiError(400, { code: error.code, message: `${path}: ${error.message}` }, [{ path, ...error }]);
}
