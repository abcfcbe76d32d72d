import { expect, test } from '@playwright/test';
import { brand } from '@/contract/brand';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';

// Every test: no console error, no failed request, and no Content-Security-Policy violation (a refused
// inline script would be one).
failOnPageProblems();

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

test.describe('security headers', () => {
  for (const address of ['/', '/auth/login']) {
    test(`the HTML of ${address} carries them, and the app runs under its policy`, async ({ page }) => {
      const response = (await page.goto(address))!;
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = directives(headers['content-security-policy']!);
      const scriptSources = policy.get('script-src')!;
      expect(scriptSources).not.toContain("'unsafe-inline'");
      // the theme boot script and the app loader, by hash; nothing else inline
      expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // plain HTTP, and no trusted proxy says otherwise
      expect(headers['strict-transport-security']).toBeUndefined();
      // the app's code started: the inline loader ran and React took the page over
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    });
  }

  test('a page rendered in the browser (index.html) runs under the policy too', async ({ page }) => {
    const response = (await page.goto('/dashboard/blog/posts'))!;
    expect(directives(response.headers()['content-security-policy']!).get('script-src')).not.toContain(
      "'unsafe-inline'",
    );
    // signed out: the app itself shows the login screen at that address
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible();
  });

  test('signing in works under the policy', async ({ page }) => {
    await openPage(page, '/auth/login');
    await page.getByLabel('Email address').fill(brand.demoAccount.email);
    await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(page.getByTestId('account-card')).toContainText(brand.presenter.name);
  });

  test('a missing file is 404, not the app; source maps are not handed out', async ({ request }) => {
    for (const address of ['/favicon.ico', '/.env', '/x.js', '/a/b.png']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(response.headers()['content-type'], address).toMatch(/^application\/json/);
    }
    const html = await (await request.get('/auth/login')).text();
    const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
    expect((await request.get(entry)).status()).toBe(200);
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    // an address without a file name is a screen's, answered by the app
    const screen = await request.get('/dashboard/blog/posts');
    expect(screen.status()).toBe(200);
    expect(screen.headers()['content-type']).toMatch(/^text\/html/);
  });
});
