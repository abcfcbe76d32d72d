import { expect, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { SessionResponse } from '@/contract/account';
import { brand } from '@/contract/brand';
import { expectNoAxeViolations } from './accessibility';

// Shared by the work-area specs (calendar, kanban, blog).

/**
 * Signing in hashes the password on the server (deliberately slow): on a loaded 2-core machine the shell gets
 * twice the usual wait to appear. How fast sign-in is, is measured by `npm run bench:load`.
 */
export const SIGNED_IN_TIMEOUT = 20_000;

/**
 * Signs the page in through the API, as the login form does, and opens `path` signed in. The form itself is
 * login.spec's and register.spec's to prove; here it would only add a page, the typing and a toast to each spec.
 */
async function openSignedIn(page: Page, path: string, session: APIResponse) {
  expect(session.status(), await session.text()).toBe(200);
  const { accessToken } = (await session.json()) as SessionResponse;
  // Stored as a remembered sign-in is, before the app's first script: on the next page load only, so that a
  // later sign-out or a token removed by the spec stays so across reloads.
  await page.addInitScript(
    ({ token, once }) => {
      if (window.location.protocol === 'about:' || window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, 'done');
      window.sessionStorage.removeItem('accessToken');
      window.localStorage.setItem('accessToken', token);
    },
    { token: accessToken, once: `e2e.signIn.${Math.random().toString(36).slice(2)}` },
  );
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: SIGNED_IN_TIMEOUT });
}

/** The demo account (an admin), signed in at `path`. */
export async function signInTo(page: Page, path: string) {
  await openSignedIn(page, path, await page.request.post('/api/account/login', { data: brand.demoAccount }));
}

/** Registers a fresh member account (role user) through the API, signed in at `path` as registering leaves it. */
export async function signInAsNewMember(page: Page, path: string) {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/account/register', {
    data: { email, password: 'member-secret', firstName: 'Morgan', lastName: 'Member' },
  });
  await openSignedIn(page, path, registered);
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
