import { ErrorMessage } from '@/contract/errors';

export type QueryValue = string | number | boolean | undefined | null;

export interface HttpClientOptions {
  baseUrl?: string;
  /** The current access token, sent as a Bearer header when present. */
  getToken(): string | null;
  /** Called when a request that carried a token is answered 401: the session is over. */
  onUnauthorized(): void;
  fetch?: typeof fetch;
}

export interface HttpClient {
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** Sends a file as the whole body, with its own content type (uploads). */
  postFile<T>(path: string, file: Blob): Promise<T>;
}

/**
 * JSON over fetch. A failed call rejects with the response body when there is one (the API's
 * `{message}`), else with the text 'Something went wrong' (SPEC §7).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const request = async <T>(method: string, path: string, body?: unknown, query?: Record<string, QueryValue>, file?: Blob) => {
    const url = new URL(path, options.baseUrl ?? window.location.origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const token = options.getToken();
    const headers: Record<string, string> = { accept: 'application/json' };
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
      throw ErrorMessage.somethingWentWrong;
    }
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
      if (response.status === 401 && token) options.onUnauthorized();
      throw data ?? ErrorMessage.somethingWentWrong;
    }
    return data as T;
  };
  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body ?? {}),
    postFile: (path, file) => request('POST', path, undefined, undefined, file),
  };
}

/** The message to show for anything a call rejected with. */
export function errorMessageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return ErrorMessage.somethingWentWrong;
}
