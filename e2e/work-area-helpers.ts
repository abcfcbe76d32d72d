import { expect, type Locator, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { expectNoAxeViolations } from './accessibility';

// Shared by the work-area specs (calendar, kanban, blog).

/**
 * Signing in hashes the password on the server (deliberately slow), and in CI two workers sign in at once on two
 * cores: the shell gets twice the usual wait to appear. How fast sign-in is, is measured by `npm run bench:load`.
 */
export const SIGNED_IN_TIMEOUT = 20_000;

export async function signInTo(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Email address').fill(brand.demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: SIGNED_IN_TIMEOUT });
}

/** Registers a fresh member account (role user) through the API and signs it in at `path`. */
export async function signInAsNewMember(page: Page, path: string) {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'member-secret';
  const registered = await page.request.post('/api/account/register', {
    data: { email, password, firstName: 'Morgan', lastName: 'Member' },
  });
  expect(registered.status()).toBe(200);
  await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: SIGNED_IN_TIMEOUT });
}

/** Once any toast (e.g. 'Login success', the shell's) has gone: the screen itself is checked. */
export async function expectAxeClean(page: Page) {
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 6000 });
  await expectNoAxeViolations(page);
}

/** Saved under SHOTS_DIR when it is set (then looked at by a person). */
export async function shot(page: Page, name: string, fullPage = true) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage });
}

/** Theme settings as the settings drawer stores them, applied by a reload. */
export async function useTheme(page: Page, themeMode: 'light' | 'dark', themeDirection: 'ltr' | 'rtl') {
  await page.evaluate(
    (settings) => localStorage.setItem('settings', JSON.stringify(settings)),
    { themeMode, themeDirection, themeColor: 'default' },
  );
  await page.reload();
}

/** A pointer drag in small steps (drag libraries wait for movement before a drag starts). */
export async function dragPointer(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.move(to.x, to.y + 1);
  await page.mouse.up();
}

export async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Calls the API as the signed-in user of the page. */
export function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.json();
  }, path);
}

/** Posts JSON to the API as the signed-in user of the page; resolves with the status and body. */
export function apiPost<T>(page: Page, path: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, body: await response.json() };
    },
    [path, body] as const,
  );
}

/**
 * The page itself never scrolls sideways (a grid may, inside itself). Right after a resize a grid still has its
 * old width until its resize observer runs, so this reads the page until it has settled.
 */
export async function expectNoPageOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}
