import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import { rasterImagePath } from '@/contract/images';
import { describeApi, type ApiServer } from '@/server/testing/api-server';

/** The calls the API was specified with, by area: the OpenAPI document must describe each one. */
const specCalls: Record<string, string[]> = {
  account: ['login', 'register', 'my-account'],
  chat: [
    'contacts',
    'search',
    'participants',
    'conversations',
    'conversation',
    'conversation/mark-as-seen',
    'messages/new',
  ],
  mail: ['labels', 'mails', 'mail'],
  blog: ['posts/all', 'posts', 'post', 'posts/recent', 'posts/search'],
  user: ['profile', 'all', 'manage-users', 'social/followers', 'social/friends', 'social/gallery', 'posts'],
  'user/account': ['cards', 'address-book', 'invoices', 'notifications-settings'],
  calendar: ['events', 'events/new', 'events/update', 'events/delete'],
  products: ['', 'product'],
  kanban: ['board', 'columns/new', 'columns/update', 'columns/delete'],
};
const specPaths = Object.entries(specCalls).flatMap(([area, calls]) =>
  calls.map((call) => (call ? `/api/${area}/${call}` : `/api/${area}`)),
);
/** Calls a signed-out visitor makes: signing in, registering, recovering an account and saying hello. */
const publicPaths = new Set(
  ['health', 'health/live', 'account/login', 'account/register', 'account/login-options']
    .concat(['account/reset-password', 'account/verify', 'account/new-password'])
    .concat(['contact', 'contact/booking', 'site-traffic/views'])
    .concat([
      'account/external/{provider}/start',
      'account/external/{provider}/callback',
      'account/external/complete',
    ])
    .map((path) => `/api/${path}`),
);
/** The browser redirects of a sign-in through a provider: they answer 302 (to the provider, or back to a screen). */
const redirectOnly = new Set([
  '/api/account/external/{provider}/start',
  '/api/account/external/{provider}/callback',
]);

/** Reads that return seeded data with image URLs, where they exist. */
const seededReads = ['/api/account/my-account', '/api/products', '/api/blog/posts/all', '/api/chat/contacts']
  .concat(['/api/chat/conversations', '/api/user/all', '/api/user/profile', '/api/user/posts'])
  .concat(['/api/user/social/gallery', '/api/user/social/followers', '/api/user/social/friends']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Sends a body with any (or no) content type, straight through fetch. */
async function post(server: ApiServer, path: string, body: string | Buffer, contentType?: string) {
  const response = await fetch(new URL(path, server.baseUrl), {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    body: body as BodyInit,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, contentType: response.headers.get('content-type') };
}

/**
 * POSTs `prefix + 'a' * fill + suffix` over a fresh connection (node:http copes with an answer that comes
 * before the whole body is out, which is the point of a 413), with Content-Length or chunked.
 */
function postLarge(
  server: ApiServer,
  path: string,
  parts: { prefix: string; fill: number; suffix: string; chunked?: boolean },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown }> {
  return new Promise((resolve, reject) => {
    const length = Buffer.byteLength(parts.prefix) + parts.fill + Buffer.byteLength(parts.suffix);
    const request = http.request(new URL(path, server.baseUrl), {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        ...(parts.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(body) }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // the server may stop reading once it has answered
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const piece = Buffer.alloc(64 * 1024, 'a');
    request.write(parts.prefix);
    let left = parts.fill;
    const pump = () => {
      while (left > 0) {
        const chunk = piece.subarray(0, Math.min(left, piece.length));
        left -= chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(parts.suffix);
    };
    pump();
  });
}

/** Sends raw HTTP/1.1 on one socket and collects everything that comes back until the socket closes. */
function rawExchange(server: ApiServer, first: Buffer, second: string, gapMs: number): Promise<string> {
  return new Promise((resolve) => {
    const { port, hostname } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (data) => (received += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.write(first);
    setTimeout(() => socket.writable && socket.write(second), gapMs);
    setTimeout(() => socket.destroy(), gapMs + 2000);
  });
}

/** Every string in a JSON value, with the key it sits under. */
function* strings(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, k);
}

describeApi('system API', { signIn: false }, (server, engine) => {
  describe('GET /api/health', () => {
    it('reports readiness: the database answers and every migration is applied, naming the engine', async () => {
      const { status, body, headers } = await server.api.get('/api/health');
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'ok',
        database: 'ok',
        // The demo's database is SQLite (in WebAssembly).
        engine: engine === 'demo' ? 'sqlite' : engine,
        checks: [
          { name: 'database', status: 'ok' },
          { name: 'migrations', status: 'ok' },
          { name: 'storage', status: 'ok' },
        ],
      });
      expect(headers.get('cache-control')).toBe('no-store');
    });

    it('GET /api/health/live answers 200 while the process serves', async () => {
      const { status, body } = await server.api.get('/api/health/live');
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'ok' });
    });
  });

  describe('request ids and logs', () => {
    it('gives every response an X-Request-Id, echoing a sane incoming one', async () => {
      const generated = await server.api.get('/api/health');
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const other = await server.api.get('/api/health');
      expect(other.headers.get('x-request-id')).not.toBe(generated.headers.get('x-request-id'));

      const echoed = await server.api.get('/api/health', {
        headers: { 'x-request-id': 'edge-7f3a.trace:42' },
      });
      expect(echoed.headers.get('x-request-id')).toBe('edge-7f3a.trace:42');

      for (const insane of ['has spaces in it', 'x'.repeat(129), '<script>', 'a\tb']) {
        const replaced = await server.api.get('/api/health', { headers: { 'x-request-id': insane } });
        expect(replaced.headers.get('x-request-id'), insane).toMatch(/^[0-9a-f-]{36}$/);
      }
      // errors and unknown paths carry one too
      const missing = await server.api.get('/api/no-such-thing');
      expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const refused = await server.api.get('/api/account/my-account');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    // The server process's log format: the demo logs to the browser's console, its Node host prints only a few lines.
    it.skipIf(engine === 'demo')('prints JSON lines only, one per request with its request id', async () => {
      const requestId = `log-check-${engine}`;
      await server.api.get('/api/health', { headers: { 'x-request-id': requestId } });
      const line = await waitFor(
        () => server.output.find((text) => text.includes(`"requestId":"${requestId}"`)),
        'the request log line',
      );
      expect(JSON.parse(line)).toMatchObject({
        requestId,
        method: 'GET',
        path: '/api/health',
        status: 200,
        msg: 'request',
      });
      expect(JSON.parse(line).ms).toEqual(expect.any(Number));

      const lines = server.output.filter((text) => text.trim() !== '');
      expect(lines.length).toBeGreaterThan(3);
      for (const text of lines) {
        const record = JSON.parse(text) as Record<string, unknown>;
        expect(record.level, text).toEqual(expect.any(Number));
        expect(record.time, text).toEqual(expect.any(String));
        if (record.msg === 'request') expect(record.requestId, text).toEqual(expect.any(String));
      }
      const listening = lines.map((text) => JSON.parse(text)).find((record) => record.msg === 'listening');
      expect(listening).toMatchObject({ engine, port: expect.any(Number) });
    });
  });

  describe('errors', () => {
    it('answers malformed JSON with 400', async () => {
      for (const body of ['{"email":', '{email: "a@b.co"}', "{'a':1}", '', '{"email":"a@b.co",}', 'NaN']) {
        const response = await server.api.raw('POST', '/api/account/login', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body, JSON.stringify(body)).toEqual({
          message: ErrorMessage.malformedJson,
          code: 'request.malformed_json',
        });
      }
    });

    it('refuses a JSON body over 1 MB with 413 and keeps serving', async () => {
      const email = { prefix: '{"email":"a@b.co","password":"', suffix: '"}' };
      const declared = await postLarge(server, '/api/account/login', { ...email, fill: 1024 * 1024 });
      expect(declared.status).toBe(413);
      expect(declared.body).toEqual({ message: ErrorMessage.bodyTooLarge, code: 'request.body_too_large' });

      const chunked = await postLarge(server, '/api/account/register', {
        ...email,
        fill: 3 * 1024 * 1024,
        chunked: true,
      });
      expect(chunked.status).toBe(413);
      expect(chunked.body).toEqual({ message: ErrorMessage.bodyTooLarge, code: 'request.body_too_large' });

      const justUnder = await postLarge(server, '/api/account/login', {
        prefix: '{"email":"nobody@example.com","password":"',
        fill: 1000 * 1000,
        suffix: '"}',
      });
      expect(justUnder.status).toBe(400);
      expect(justUnder.body).toEqual({
        message: ErrorMessage.noUserForEmail,
        code: 'auth.no_user_for_email',
      });

      expect((await server.api.get('/api/health')).status).toBe(200);
      expect((await server.api.post('/api/account/login', brand.demoAccount)).status).toBe(200);
    });

    it('does not lose the next request on a connection after a 413', async () => {
      const body = `{"password":"${'a'.repeat(1100 * 1024)}"}`;
      const head = `POST /api/account/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      const received = await rawExchange(
        server,
        Buffer.from(head + body),
        'GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n',
        300,
      );
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      // Either the server says it closes the connection, or it answers the request that followed on it.
      const closes = /\r\nconnection: close\r\n/i.test(received.split('\r\n\r\n')[0]!);
      const answered = /HTTP\/1\.1 200 [\s\S]*"status":"ok"/.test(received);
      expect({ closes, answered }, received.slice(0, 400)).not.toEqual({ closes: false, answered: false });
    });

    it('answers unknown /api paths and methods with 404 Not found', async () => {
      const token = await server.api.adminToken();
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['GET', '/api/account'],
        ['POST', '/api/chat/unknown/deeper'],
        ['GET', '/api/products/no/such/thing'],
        ['GET', '/api/account/login'],
        ['DELETE', '/api/health'],
        ['GET', '/api'],
      ] as const) {
        const response = await server.api.raw(method, path, undefined, { token });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
      }
    });

    it('never answers hostile login and register bodies with a 5xx, and keeps serving', async () => {
      const valid = {
        email: `hostile-${engine}@example.com`,
        password: 'pass-word',
        firstName: 'Robin',
        lastName: 'Hostile',
      };
      const json = 'application/json';
      /** The valid register body with some fields replaced, as JSON. */
      const validWith = (fields: Record<string, unknown>) => JSON.stringify({ ...valid, ...fields });
      const bodies: [string, string | Buffer, string | undefined][] = [
        ['text/plain', JSON.stringify(valid), 'text/plain'],
        ['no content type', Buffer.from(JSON.stringify(valid)), undefined],
        ['form encoded', 'email=a%40b.co&password=x', 'application/x-www-form-urlencoded'],
        ['form encoded as json', 'email=a%40b.co&password=x', json],
        [
          'multipart',
          '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--b--\r\n',
          'multipart/form-data; boundary=b',
        ],
        ['xml', '<login><email>a@b.co</email></login>', 'application/xml'],
        ['json with odd charset', JSON.stringify({ email: 'x' }), 'application/json; charset=latin1'],
        ['upper-case json type', JSON.stringify({ email: 'x' }), 'APPLICATION/JSON'],
        ['array', '[]', json],
        ['array of the object', JSON.stringify([valid]), json],
        ['null', 'null', json],
        ['number', '123', json],
        ['string', '"hello"', json],
        ['boolean', 'true', json],
        ['huge number', '{"email":"a@b.co","password":1e999}', json],
        ['long digits', `{"email":"a@b.co","password":${'9'.repeat(5000)}}`, json],
        ['numbers as strings', validWith({ email: 12345, password: 67890, firstName: 1, lastName: 2 }), json],
        ['nested objects', `${'{"email":'.repeat(20000)}"x"${'}'.repeat(20000)}`, json],
        ['nested arrays', `${'['.repeat(100000)}${']'.repeat(100000)}`, json],
        ['operator injection', JSON.stringify({ email: { $ne: null }, password: { $gt: '' } }), json],
        ['email as array', validWith({ email: [valid.email] }), json],
        ['null bytes in email', validWith({ email: 'a\u0000b@example.com' }), json],
        [
          'null byte in names',
          validWith({ email: `nul-${engine}@example.com`, firstName: 'Ro\u0000bin' }),
          json,
        ],
        [
          'null byte in password',
          validWith({ email: `nulpw-${engine}@example.com`, password: 'pa\u0000ss' }),
          json,
        ],
        [
          'lone surrogates',
          '{"email":"a@b.co","password":"\\ud800","firstName":"\\udfff\\ud800","lastName":"Ok"}',
          json,
        ],
        ['invalid utf-8', Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), json],
        [
          'unicode names',
          validWith({ email: `uni-${engine}@example.com`, firstName: 'Zoë 😀', lastName: 'Ångström-李' }),
          json,
        ],
        ['unicode email', validWith({ email: 'zoë@exämple.com' }), json],
        [
          'right-to-left text',
          validWith({ email: `rtl-${engine}@example.com`, firstName: '\u202Eevil', lastName: 'مرحبا' }),
          json,
        ],
        [
          'very long strings',
          validWith({ email: `${'a'.repeat(300000)}@example.com`, firstName: 'b'.repeat(300000) }),
          json,
        ],
        [
          'sql in the email',
          JSON.stringify({ email: "' OR 1=1 --@example.com", password: "' OR '1'='1" }),
          json,
        ],
        [
          'prototype pollution',
          validWith({ email: `proto-${engine}@example.com` }).replace(
            /}$/,
            ',"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}},"role":"admin"}',
          ),
          json,
        ],
      ];
      const attempts = bodies.flatMap(([name, body, type]) =>
        ['/api/account/login', '/api/account/register'].map(async (path) => ({
          name,
          path,
          ...(await post(server, path, body, type)),
        })),
      );
      const results = await Promise.all(attempts);
      const failures = results.filter(
        (result) =>
          result.status >= 500 ||
          result.status < 200 ||
          !result.contentType?.startsWith('application/json') ||
          (result.status >= 400 && typeof (result.body as { message?: unknown }).message !== 'string'),
      );
      expect(
        failures.map(({ name, path, status, body }) => `${name} ${path}: ${status} ${JSON.stringify(body)}`),
      ).toEqual([]);

      // what must be refused is refused with the field named
      const byName = (name: string, path: string) =>
        results.find((result) => result.name === name && result.path === path)!;
      expect(byName('array', '/api/account/login').status).toBe(400);
      expect(byName('numbers as strings', '/api/account/login').body).toMatchObject({
        message: expect.stringMatching(/^email: /),
      });
      expect(byName('operator injection', '/api/account/login').status).toBe(400);
      expect(byName('text/plain', '/api/account/login').status).toBeGreaterThanOrEqual(400);
      expect(byName('sql in the email', '/api/account/login').status).toBe(400);
      const polluted = byName('prototype pollution', '/api/account/register');
      expect(polluted.status).toBe(200);
      expect((polluted.body as { user: { role: string } }).user.role).toBe('user');

      const sqlOnDemo = await server.api.post('/api/account/login', {
        email: brand.demoAccount.email,
        password: "' OR '1'='1",
      });
      expect(sqlOnDemo.body).toEqual({ message: ErrorMessage.wrongPassword, code: 'auth.wrong_password' });
      expect(await server.api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect((await server.api.post('/api/account/login', brand.demoAccount)).status).toBe(200);
    });
  });

  describe('GET /api/openapi.json', () => {
    it('is an OpenAPI 3.1 document of every call with a bearer scheme', async () => {
      const { status, body } = await server.api.get('/api/openapi.json');
      expect(status).toBe(200);
      expect(body.openapi).toMatch(/^3\.1\./);
      expect(body.info).toMatchObject({ title: `${brand.productName} API`, version: expect.any(String) });
      expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      const paths = Object.keys(body.paths);
      expect(specPaths.filter((path) => !paths.includes(path))).toEqual([]);
      for (const [path, operations] of Object.entries<Record<string, { responses?: object }>>(body.paths)) {
        expect(path).toMatch(/^\/api\//);
        for (const [method, operation] of Object.entries(operations)) {
          expect(['get', 'post', 'put', 'patch', 'delete'], `${method} ${path}`).toContain(method);
          expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toContain(
            redirectOnly.has(path) ? '302' : '200',
          );
        }
      }
    });

    it('marks every data operation as needing the bearer token', async () => {
      const { body } = await server.api.get('/api/openapi.json');
      const unmarked: string[] = [];
      for (const [path, operations] of Object.entries<Record<string, { security?: object[] }>>(body.paths)) {
        if (publicPaths.has(path)) continue;
        for (const [method, operation] of Object.entries(operations)) {
          const security = operation.security ?? body.security ?? [];
          if (!security.some((requirement: object) => 'bearerAuth' in requirement))
            unmarked.push(`${method} ${path}`);
        }
      }
      expect(unmarked).toEqual([]);
    });
  });

  // The demo answers 404 here: swagger-ui's files come from a disk (see replaced-modules.ts).
  describe.skipIf(engine === 'demo')('GET /api/docs', () => {
    it('serves the reference page from local files only, with no inline script', async () => {
      for (const path of ['/api/docs', '/api/docs/']) {
        const response = await fetch(new URL(path, server.baseUrl));
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = await response.text();
        expect(html).toContain(`<title>${brand.productName} API</title>`);
        expect(html).not.toMatch(/https?:|\/\/[a-z]/i);
        expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
        for (const [, attributes, content] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
          expect(attributes).toMatch(/\ssrc="\/api\/docs\/[\w.-]+\.js"/);
          expect(content).toBe('');
        }
        const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
        expect(assets).toEqual([
          '/api/docs/swagger-ui.css',
          '/api/openapi.json',
          '/api/docs/swagger-ui-bundle.js',
          '/api/docs/swagger-ui-standalone-preset.js',
          '/api/docs/init.js',
        ]);
      }
    });

    it('serves its assets with types, cache validators and gzip', async () => {
      const expected: Record<string, string> = {
        '/api/docs/swagger-ui.css': 'text/css; charset=utf-8',
        '/api/docs/swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
        '/api/docs/swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
        '/api/docs/init.js': 'text/javascript; charset=utf-8',
      };
      for (const [path, type] of Object.entries(expected)) {
        const response = await fetch(new URL(path, server.baseUrl));
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
        const etag = response.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]+"$/);
        const text = await response.text();
        expect(text.length).toBeGreaterThan(100);
        expect(text).not.toMatch(/sourceMappingURL/);
        const again = await fetch(new URL(path, server.baseUrl), { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
      }
      const init = await (await fetch(new URL('/api/docs/init.js', server.baseUrl))).text();
      expect(init).toContain("url: '/api/openapi.json'");
      expect(init).toContain('validatorUrl: null');

      const zipped = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(
          new URL('/api/docs/swagger-ui-bundle.js', server.baseUrl),
          { headers: { 'accept-encoding': 'gzip' } },
          resolve,
        ),
      );
      zipped.resume();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(Number(zipped.headers['content-length'])).toBeLessThan(700_000);
    });
  });

  describe('GET /images/{kind}/{n}.svg', () => {
    it("serves the signed-in account's photo as a cacheable SVG", async () => {
      const { body } = await server.api.post('/api/account/login', brand.demoAccount);
      const photo: string = body.user.photoURL;
      expect(photo).toMatch(/^\/images\/avatar\/\d+\.svg$/);
      const response = await fetch(new URL(photo, server.baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*width="128" height="128"/);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(svg));
      const etag = response.headers.get('etag')!;
      const cached = await fetch(new URL(photo, server.baseUrl), { headers: { 'if-none-match': etag } });
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
    });

    it('serves the last image of every kind and 404s anything else', async () => {
      for (const path of [
        '/images/avatar/25.svg',
        '/images/cover/24.svg',
        '/images/product/24.svg',
        '/images/gallery/12.svg',
      ]) {
        const response = await fetch(new URL(path, server.baseUrl));
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
      }
      const missing = [
        '/images/avatar/26.svg',
        '/images/avatar/0.svg',
        '/images/avatar/-1.svg',
        '/images/avatar/01.svg',
        '/images/avatar/1.png',
        '/images/avatar/1',
        '/images/avatar/1.svg.svg',
        '/images/cover/25.svg',
        '/images/gallery/13.svg',
        '/images/banner/1.svg',
        '/images/avatar',
        '/images',
        '/images/__proto__/1.svg',
      ];
      for (const path of missing) {
        const response = await server.api.get(path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
      }
    });

    it('serves every image URL the seeded data refers to, and the data refers to no other images', async () => {
      const token = await server.api.adminToken();
      const urls = new Set<string>();
      const foreign: string[] = [];
      for (const path of seededReads) {
        const response = await server.api.get(path, { token });
        if (response.status !== 200) continue; // that area is not there yet
        for (const [key, value] of strings(response.body)) {
          if (value.startsWith('/images/')) urls.add(value);
          else if (/avatar|photo|cover|image|gallery/i.test(key) && /^(https?:)?\/\//.test(value))
            foreign.push(`${path} ${key}: ${value}`);
        }
      }
      expect(foreign).toEqual([]);
      expect(urls.size).toBeGreaterThan(0);
      for (const url of urls) {
        const response = await fetch(new URL(url, server.baseUrl));
        expect(response.status, url).toBe(200);
        await response.arrayBuffer();
      }
    });
  });

  describe('GET /images/{kind}/{n}-{width}.{avif|webp|jpg}', () => {
    const formats = [
      {
        format: 'avif',
        contentType: 'image/avif',
        magic: (b: Buffer) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
        sharpFormat: 'heif',
      },
      {
        format: 'webp',
        contentType: 'image/webp',
        magic: (b: Buffer) =>
          b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
        sharpFormat: 'webp',
      },
      {
        format: 'jpg',
        contentType: 'image/jpeg',
        magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
        sharpFormat: 'jpeg',
      },
    ] as const;

    // The demo serves the SVG itself for every variant (replaced-modules.ts: no sharp in a service worker).
    it.skipIf(engine === 'demo').each(formats)(
      'serves a gallery photo as $format at the width asked for, cacheable for good, with ETag and 304',
      async ({ format, contentType, magic, sharpFormat }) => {
        const url = new URL(rasterImagePath('gallery', 3, 800, format), server.baseUrl);
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(contentType);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
        expect(magic(bytes), bytes.subarray(0, 16).toString('hex')).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: sharpFormat, width: 800, height: 600 });
        // flat art compresses well: far below an uncompressed 800x600 bitmap
        expect(bytes.length).toBeLessThan(40_000);

        const etag = response.headers.get('etag')!;
        expect(etag).toMatch(/^"[\w-]{16}"$/);
        const again = await fetch(url);
        expect(again.headers.get('etag')).toBe(etag);
        expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
        const cached = await fetch(url, { headers: { 'if-none-match': `"other", ${etag}` } });
        expect(cached.status).toBe(304);
        expect(cached.headers.get('etag')).toBe(etag);
        expect(await cached.text()).toBe('');
      },
    );

    it('serves every width of a kind at its aspect ratio, each a different file', async () => {
      const cases = [
        ['gallery', 12, 400, 300],
        ['gallery', 12, 1200, 900],
        ['cover', 24, 600, 338],
        ['avatar', 25, 256, 256],
        ['product', 1, 512, 512],
      ] as const;
      const etags = new Set<string>();
      for (const [kind, n, width, height] of cases) {
        const path = rasterImagePath(kind, n, width, 'webp');
        const response = await fetch(new URL(path, server.baseUrl));
        expect(response.status, path).toBe(200);
        etags.add(response.headers.get('etag')!);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ width: metadata.width, height: metadata.height }, path).toEqual({ width, height });
      }
      expect(etags.size).toBe(cases.length);
    });

    // As above: the demo's share image is the SVG.
    it.skipIf(engine === 'demo')('serves the share image as a 1200x630 JPEG', async () => {
      expect(brand.shareImage.src).toMatch(/\.jpg$/);
      const response = await fetch(new URL(brand.shareImage.src, server.baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(brand.shareImage).toMatchObject({
        width: metadata.width,
        height: metadata.height,
        type: 'image/jpeg',
      });
    });

    // The demo keeps its (SVG) variants in memory, not on a disk.
    it.skipIf(engine === 'demo')('answers concurrent first requests with one encode, kept on disk for the next start', async () => {
      const url = new URL(rasterImagePath('gallery', 7, 1200, 'avif'), server.baseUrl);
      const responses = await Promise.all(Array.from({ length: 6 }, () => fetch(url)));
      const bodies = await Promise.all(
        responses.map(async (response) => Buffer.from(await response.arrayBuffer())),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(responses.map((response) => response.headers.get('etag'))).size).toBe(1);
      for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
      const folder = path.join(server.dataDir, 'image-cache');
      const kept = await waitFor(() => {
        const files = fs.existsSync(folder)
          ? // The cache writes a temporary file, then renames it: wait for the finished one.
            fs
              .readdirSync(folder)
              .filter((file) => file.startsWith('gallery-7-1200-') && !file.endsWith('.tmp'))
          : [];
        return files.length > 0 ? files : undefined;
      }, 'the encoded file on disk');
      expect(kept).toEqual([expect.stringMatching(/^gallery-7-1200-[\w-]{12}\.avif$/)]);
      expect(fs.readFileSync(path.join(folder, kept[0]!)).equals(bodies[0]!)).toBe(true);
    });

    it('404s every other width, format, kind and number', async () => {
      const missing = [
        '/images/gallery/3-500.avif',
        '/images/gallery/3-801.webp',
        '/images/gallery/3-0800.jpg',
        '/images/gallery/3-800.png',
        '/images/gallery/3-800.jpeg',
        '/images/gallery/3-800.gif',
        '/images/gallery/3-800.AVIF',
        '/images/gallery/3-800',
        '/images/gallery/3-800.avif.avif',
        '/images/gallery/3-800x600.avif',
        '/images/gallery/13-800.avif',
        '/images/gallery/0-800.avif',
        '/images/gallery/03-800.avif',
        '/images/gallery/3-99999999999999999999.avif',
        '/images/cover/1-1200x631.jpg',
        '/images/cover/25-600.jpg',
        '/images/avatar/1-800.avif',
        '/images/banner/1-800.avif',
        '/images/__proto__/1-800.avif',
      ];
      for (const path of missing) {
        const response = await server.api.get(path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).toEqual({ message: ErrorMessage.notFound, code: 'request.not_found' });
      }
    });
  });
});
