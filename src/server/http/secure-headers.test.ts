import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './secure-headers';

const app = new Hono();
app.use('*', securityHeaders());
app.get('/about', (c) => c.html('<p>page</p>'));
app.get('/api/docs', (c) => c.html('<p>docs</p>'));
app.get('/api/products', (c) => c.json({ products: [] }));
app.get('/uploads/a.png', (c) => {
  c.header('Content-Security-Policy', "default-src 'none'");
  return c.body('png');
});

describe('securityHeaders', () => {
  it('gives pages and the API docs page the policy the web app lives with', async () => {
    for (const path of ['/about', '/api/docs']) {
      const { headers } = await app.request(path);
      const policy = headers.get('content-security-policy')!;
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self' 'unsafe-inline'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
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
