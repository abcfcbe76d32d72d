import type { z } from 'zod';
import type { ApiRoutes } from '@/contract/api';
import { AccountBanned, ClientErrors } from '@/contract/client-errors';
import type { ApiErrorEntry, ErrorBody, FieldError } from '@/contract/errors';

/** Every route definition of the contract (types only: no schema reaches the browser through here). */
type AnyRoute = { [Area in keyof ApiRoutes]: ApiRoutes[Area][keyof ApiRoutes[Area]] }[keyof ApiRoutes];
type RouteAt<M extends string, P extends string> = Extract<AnyRoute, { method: M; path: P }>;

type JsonSchemaOf<R> = R extends {
  request: { body: { content: { 'application/json': { schema: infer S extends z.ZodType } } } };
}
  ? S
  : never;
type HasFileBody<R> = R extends { request: { body: unknown } }
  ? [JsonSchemaOf<R>] extends [never]
    ? true
    : false
  : false;

/** Query values go into the URL as text, so a number or boolean stands for its text. */
type QueryInput<T> = { [K in keyof T]: string extends T[K] ? T[K] | number | boolean : T[K] };
type QueryArgs<R> = R extends { request: { query: infer S extends z.ZodType } }
  ? Partial<z.input<S>> extends z.input<S>
    ? [query?: QueryInput<z.input<S>>]
    : [query: QueryInput<z.input<S>>]
  : [];
type BodyArgs<R> = [JsonSchemaOf<R>] extends [never] ? [] : [body: z.input<JsonSchemaOf<R>>];

/** What a call resolves with: its 200 answer as the contract's schema parses it. */
export type ApiResult<R> = R extends {
  responses: { 200: { content: { 'application/json': { schema: infer S extends z.ZodType } } } };
}
  ? z.output<S>
  : never;

export type GetPath = Extract<AnyRoute, { method: 'get' }>['path'];
export type PostPath = {
  [R in Extract<AnyRoute, { method: 'post' }> as R['path']]: HasFileBody<R> extends true ? never : R['path'];
}[Extract<AnyRoute, { method: 'post' }>['path']];
export type FilePath = {
  [R in Extract<AnyRoute, { method: 'post' }> as R['path']]: HasFileBody<R> extends true ? R['path'] : never;
}[Extract<AnyRoute, { method: 'post' }>['path']];

type AnswersJson<R> = R extends { responses: { 200: { content: { 'application/json': unknown } } } }
  ? true
  : false;
/** GET calls that answer a file (a PDF) instead of JSON. */
export type FileGetPath = {
  [R in Extract<AnyRoute, { method: 'get' }> as R['path']]: AnswersJson<R> extends true ? never : R['path'];
}[Extract<AnyRoute, { method: 'get' }>['path']];

/** The answer of a call, by method and path: `ApiResponse<'get', '/api/kanban/board'>`. */
export type ApiResponse<M extends 'get' | 'post', P extends string> = ApiResult<RouteAt<M, P>>;

export interface HttpClientOptions {
  baseUrl?: string;
  /** The current access token, sent as a Bearer header when present. */
  getToken(): string | null;
  /**
   * Called when a request that carried a token is refused for its session, with the refusal: 401 (the session
   * is over) or 403 `auth.account_banned` (the account was banned meanwhile).
   */
  onUnauthorized(refusal: ApiRequestError): void;
  fetch?: typeof fetch;
}

/** Calls typed by the contract's route definitions: the path picks the route, its schemas type the rest. */
export interface HttpClient {
  get<P extends GetPath>(
    path: P,
    ...query: QueryArgs<RouteAt<'get', P>>
  ): Promise<ApiResult<RouteAt<'get', P>>>;
  post<P extends PostPath>(
    path: P,
    ...body: BodyArgs<RouteAt<'post', P>>
  ): Promise<ApiResult<RouteAt<'post', P>>>;
  /** Sends a file as the whole body, with its own content type (uploads). */
  postFile<P extends FilePath>(path: P, file: Blob): Promise<ApiResult<RouteAt<'post', P>>>;
  /** Fetches the file a call answers (an invoice PDF); a refusal rejects as any call's does. */
  getFile<P extends FileGetPath>(path: P, ...query: QueryArgs<RouteAt<'get', P>>): Promise<Blob>;
}

/** A failed call: the API's error envelope (or the client's own entry), with the HTTP status (0: no answer). */
export class ApiRequestError extends Error {
  readonly code: string;

  constructor(
    readonly status: number,
    { code, message }: ApiErrorEntry,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
  }
}

const isErrorBody = (data: unknown): data is ErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ErrorBody).message === 'string' &&
  typeof (data as ErrorBody).code === 'string';

type QueryValue = string | number | boolean | undefined | null;

/** A refusal that ends the session it was sent with: the token is no longer valid, or its account is banned. */
const endsSession = (failure: ApiRequestError) =>
  failure.status === 401 || (failure.status === 403 && failure.code === AccountBanned.code);

/** JSON over fetch. A failed call rejects with an ApiRequestError carrying the status, code and message. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    query?: Record<string, QueryValue>,
    file?: Blob,
    answer: 'json' | 'file' = 'json',
  ) => {
    const url = new URL(path, options.baseUrl ?? window.location.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const token = options.getToken();
    const headers: Record<string, string> = { accept: answer === 'json' ? 'application/json' : '*/*' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (file) headers['content-type'] = file.type || 'application/octet-stream';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        method,
        headers,
        body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    } catch {
      throw new ApiRequestError(0, ClientErrors.networkFailed);
    }
    if (response.ok && answer === 'file') return response.blob();
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (!response.ok) {
      const failure = isErrorBody(data)
        ? new ApiRequestError(response.status, data, data.errors)
        : new ApiRequestError(response.status, ClientErrors.unexpectedResponse);
      if (token && endsSession(failure)) options.onUnauthorized(failure);
      throw failure;
    }
    return data;
  };
  // The casts meet at the one place where the path's types give way to a plain fetch.
  return {
    get: (path, ...[query]) =>
      request('GET', path, undefined, query as Record<string, QueryValue> | undefined),
    post: (path, ...[body]) => request('POST', path, body ?? {}),
    postFile: (path, file) => request('POST', path, undefined, undefined, file),
    getFile: (path, ...[query]) =>
      request('GET', path, undefined, query as Record<string, QueryValue> | undefined, undefined, 'file'),
  } as HttpClient;
}

/** What a rejected call names: its code and English message (any other value counts as a failed call). */
export function errorOf(error: unknown): ApiErrorEntry {
  if (error instanceof ApiRequestError) return { code: error.code, message: error.message };
  return ClientErrors.networkFailed;
}
