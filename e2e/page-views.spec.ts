import { expect, test } from '@playwright/test';
import { failOnPageProblems } from './page-problems';

test.describe('public page views', () => {
  failOnPageProblems();

  test('a page the app shows by following a link is reported once; the first one is the server’s to count', async ({
    page,
  }) => {
    // (A beacon's body is not shown to Playwright; the API test checks what the server counts from it.)
    let reports = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/site-traffic/views')) reports += 1;
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/site-traffic/views'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    expect((await answer).status()).toBe(200);
    expect(await (await answer).json()).toEqual({ counted: true });
    expect(reports).toBe(1);
    // A full load is the server's to count again: no report.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await page.waitForLoadState('networkidle');
    expect(reports).toBe(1);
  });
});
