import { expect, it } from 'vitest';
import { describeApi } from '@/server/testing/api-server';

const docs = (baseUrl: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/api/docs`, { headers });

// The server's own wiring: the settings reach the headers of what it serves.
// Read on the API reference page and behind a proxy: the demo has neither (the static host sends its headers).
describeApi('security headers', { signIn: false, targets: 'server' }, (server) => {
  it("send a policy that runs no inline script but the web app's own, and no framing", async () => {
    const response = await docs(server.baseUrl);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')* https:\/\/www\.googletagmanager\.com(;|$)/,
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('ask for HTTPS only when TRUST_PROXY=true and the proxy says the request came over it', async () => {
    expect(
      (await docs(server.baseUrl, { 'X-Forwarded-Proto': 'https' })).headers.has('strict-transport-security'),
    ).toBe(false);
    await server.restart({ TRUST_PROXY: 'true' });
    expect(
      (await docs(server.baseUrl, { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security'),
    ).toBe('max-age=15552000; includeSubDomains');
    expect((await docs(server.baseUrl)).headers.has('strict-transport-security')).toBe(false);
  });
});
