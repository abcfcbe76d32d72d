import { brand } from '@/contract/brand';

export interface ApiResponse<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: T;
}

export interface RequestOptions {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Sends a raw body as is (for malformed JSON, odd content types, big bodies). */
  raw(method: string, path: string, body: string | Buffer | undefined, options?: RequestOptions): Promise<ApiResponse>;
  /** Signs in as the seeded admin (the demo account) and returns its access token. */
  adminToken(): Promise<string>;
  /** Registers a fresh account and returns its token and user. */
  registerUser(overrides?: Partial<{ email: string; password: string; firstName: string; lastName: string }>): Promise<{
    token: string;
    user: { id: string; email: string; displayName: string; role: string };
    password: string;
  }>;
}

let registered = 0;

export function createApiClient(baseUrl: string): ApiClient {
  const url = (path: string, query?: RequestOptions['query']) => {
    const target = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target;
  };
  const send = async (method: string, path: string, body: BodyInit | undefined, options: RequestOptions, contentType?: string) => {
    const headers: Record<string, string> = { ...options.headers };
    if (contentType) headers['content-type'] = contentType;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(url(path, options.query), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as never };
  };
  let adminToken: string | undefined;
  const client: ApiClient = {
    get: (path, options = {}) => send('GET', path, undefined, options),
    post: (path, body, options = {}) =>
      send('POST', path, body === undefined ? undefined : JSON.stringify(body), options, 'application/json'),
    raw: (method, path, body, options = {}) =>
      send(method, path, body as BodyInit | undefined, options, options.headers?.['content-type'] ? undefined : 'application/json'),
    async adminToken() {
      if (adminToken) return adminToken;
      const response = await client.post('/api/account/login', brand.demoAccount);
      if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
      adminToken = response.body.accessToken as string;
      return adminToken;
    },
    async registerUser(overrides = {}) {
      registered += 1;
      const password = overrides.password ?? 'correct horse battery';
      const body = {
        email: overrides.email ?? `member-${process.pid}-${registered}-${Date.now()}@example.com`,
        password,
        firstName: overrides.firstName ?? 'Robin',
        lastName: overrides.lastName ?? 'Member',
      };
      const response = await client.post('/api/account/register', body);
      if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.accessToken, user: response.body.user, password };
    },
  };
  return client;
}
