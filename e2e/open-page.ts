import type { Page } from '@playwright/test';

/**
 * Goes to a page and waits until the app has taken it over: a page rendered at build time shows (and can
 * be clicked) before its code runs, and a click in that moment does nothing.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}
