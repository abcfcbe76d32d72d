import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type SecurityHeadersOptions } from './secure-headers';

const scriptHashes = ['sha256-AAAA', 'sha256-BBBB'];

function appWith(options?: SecurityHeadersOptions) {
  const app = new Hono();
  app.use('*', securityHeaders(options));
  app.get('/about', (c) => c.html('<p>page</p>'));
  app.get('/api/docs', (c) => c.html('<p>docs</p>'));
  app.get('/api/products', (c) => c.json({ products: [] }));
  app.get('/uploads/a.png', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.body('png');
  });
  return app;
}

const app = appWith({ scriptHashes });
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('securityHeaders', () => {
  it('gives pages and the API docs page the policy the web app lives with', async () => {
    for (const path of ['/about', '/api/docs']) {
      const { headers } = await app.request(path);
      const policy = headers.get('content-security-policy')!;
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("runs no inline script but those with the web app's hashes", async () => {
    const policy = (await app.request('/about')).headers.get('content-security-policy')!;
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB' https://www.googletagmanager.com",
    );
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Without a built web app there is no inline script to allow.
    const bare = (await appWith().request('/about')).headers.get('content-security-policy')!;
    expect(directive(bare, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
  });

  it('lets no page frame ours, and sends the referrer to other sites as the origin only', async () => {
    const { headers } = await app.request('/about');
    expect(directive(headers.get('content-security-policy')!, 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('asks for HTTPS only when a trusted proxy says the request came over it', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const trusting = appWith({ scriptHashes, trustProxy: true });
    expect(
      (await trusting.request('/about', { headers: https })).headers.get('strict-transport-security'),
    ).toBe('max-age=15552000; includeSubDomains');
    // the first proxy's word counts
    expect(
      (await trusting.request('/about', { headers: { 'X-Forwarded-Proto': 'https, http' } })).headers.has(
        'strict-transport-security',
      ),
    ).toBe(true);
    expect((await trusting.request('/about')).headers.has('strict-transport-security')).toBe(false);
    expect(
      (await trusting.request('/about', { headers: { 'X-Forwarded-Proto': 'http' } })).headers.has(
        'strict-transport-security',
      ),
    ).toBe(false);
    // X-Forwarded-Proto is anyone's to send unless TRUST_PROXY says a proxy sets it
    expect((await app.request('/about', { headers: https })).headers.has('strict-transport-security')).toBe(
      false,
    );
    expect((await app.request('/about')).headers.has('strict-transport-security')).toBe(false);
  });

  it('leaves JSON answers of the API as they are', async () => {
    const { headers } = await app.request('/api/products');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('x-frame-options')).toBeNull();
  });

  it('keeps a header the route set itself', async () => {
    const { headers } = await app.request('/uploads/a.png');
    expect(headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
