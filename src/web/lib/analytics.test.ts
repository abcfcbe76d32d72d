import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  delete window.dataLayer;
  delete window.gtag;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

it('reports page views without the query string or fragment, which can carry a password token', async () => {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
  window.history.pushState(null, '', '/auth/new-password?token=secret-token-123#code=654321');
  const { reportPageView } = await import('./analytics');

  reportPageView('/auth/new-password', 'New password');

  const sent = JSON.stringify(window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>)));
  expect(sent).not.toContain('secret-token-123');
  expect(sent).not.toContain('654321');
  expect(sent).toContain(`"page_location":"${window.location.origin}/auth/new-password"`);
  expect(sent).toContain('"page_view"');
});

it('sends nothing and loads nothing without a measurement id', async () => {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
  const { reportPageView } = await import('./analytics');
  reportPageView('/', 'Home');
  expect(window.dataLayer).toBeUndefined();
  expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
});
