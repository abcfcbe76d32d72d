import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { DemoMode } from '@/contract/demo-mode';
import { expectNoAxeViolations } from './accessibility';
import { useSettings } from './stored-settings';
import { shot } from './work-area-helpers';

/**
 * The demo build (npm run build:demo) hosted under a sub-path by a plain static file server with no API: the
 * service worker answers every call with the server's own app, over SQLite in WebAssembly, in this browser.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4173);
const port = firstPort + 43;
const base = '/studio/demo/';
const origin = `http://127.0.0.1:${port}`;
const outDir = path.resolve(`dist/e2e-${firstPort}/demo`);

let host: ChildProcess | undefined;
/** What the static host was asked for ("GET /path 200"). */
const hostRequests: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  execFileSync(process.execPath, ['scripts/build-demo.mjs', outDir], { stdio: 'inherit', env: { ...process.env, DEMO_BASE: base } });
  // The build's files served under the sub-path, as a static host would (index.html for every other address).
  host = spawn(process.execPath, ['scripts/serve-static.mjs', outDir, String(port), base], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    host!.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if (line.startsWith('serving ')) resolve();
        else hostRequests.push(line);
      }
    });
    host!.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
  });
});

test.afterAll(() => {
  host?.kill();
});

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\s*\\d*$`) });

async function signIn(page: Page) {
  await page.getByLabel('Email address').fill(brand.demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(brand.demoAccount.password);
  const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/account/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  return login;
}

test.describe('demo mode', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a visitor signs in with the demo account, adds an event and a card, finds them after a reload, and resets to the seed; nothing asks the host for /api', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const answeredBy: { path: string; byWorker: boolean }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) answeredBy.push({ path: pathname, byWorker: response.fromServiceWorker() });
    });

    await page.goto(`${origin}${base}auth/login`);
    await expect(page.getByRole('heading', { name: `Sign in to ${brand.productName}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('note').filter({ hasText: /^Demo: your changes stay in this browser$/ })).toBeVisible();

    // SPEC §9: the demo's sign-in takes a second.
    const started = Date.now();
    const login = await signIn(page);
    expect(login.status()).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DemoMode.signInDelayMs);
    await expect(page).toHaveURL(`${origin}${base}dashboard/app`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // A calendar event.
    await page.goto(`${origin}${base}dashboard/calendar`);
    await page.getByRole('button', { name: 'New event' }).click();
    const add = page.getByRole('dialog', { name: 'Add event' });
    await add.getByLabel('All day').check();
    await add.getByLabel('Title').fill('Demo rehearsal');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(page.locator('.fc-event', { hasText: 'Demo rehearsal' }).first()).toBeVisible();

    // A kanban card.
    await page.goto(`${origin}${base}dashboard/kanban`);
    const production = column(page, 'Production');
    await production.getByRole('button', { name: 'Add card' }).click();
    await production.getByLabel('Card name').fill('Demo trailer');
    await production.getByLabel('Card name').press('Enter');
    await expect(production.getByTestId('kanban-card').last()).toContainText('Demo trailer');

    // Kept in this browser: after a reload (the worker reads its database back), both are there.
    await page.reload();
    await expect(column(page, 'Production').getByTestId('kanban-card').filter({ hasText: 'Demo trailer' })).toBeVisible();
    await page.goto(`${origin}${base}dashboard/calendar`);
    await expect(page.locator('.fc-event', { hasText: 'Demo rehearsal' }).first()).toBeVisible();
    await shot(page, 'demo-calendar');

    // Reset from the account menu: asked first, then signed out, with the seed back.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the demo data?' });
    await expect(confirm).toContainText('Everything you changed in this browser is thrown away');
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(`${origin}${base}auth/login`);
    await expect(page.getByText('The demo data is as it was at first. Sign in again to carry on.')).toBeVisible();

    await signIn(page);
    await expect(page).toHaveURL(`${origin}${base}dashboard/app`);
    await page.goto(`${origin}${base}dashboard/kanban`);
    await expect(column(page, 'Production').getByTestId('kanban-card').first()).toBeVisible();
    await expect(page.getByTestId('kanban-card').filter({ hasText: 'Demo trailer' })).toHaveCount(0);
    await page.goto(`${origin}${base}dashboard/calendar`);
    await expect(page.locator('.fc-daygrid-day .fc-event').first()).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: 'Demo rehearsal' })).toHaveCount(0);

    // Every API call was answered in the page's own worker; the host was never asked for one.
    expect(answeredBy.length).toBeGreaterThan(10);
    expect(answeredBy.filter((call) => !call.byWorker)).toEqual([]);
    expect(hostRequests.filter((line) => / \/(?:[\w-]+\/)*api\//.test(line))).toEqual([]);
  });

  test('the banner and the reset dialog at 390 px, dark, right to left: readable and axe clean', async ({ page }) => {
    await useSettings(page, { themeMode: 'dark', themeDirection: 'rtl' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}${base}auth/login`);
    const banner = page.getByRole('note').filter({ hasText: /^Demo: your changes stay in this browser$/ });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // In the reading end's corner: the left one, right to left.
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeLessThan(390 / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await signIn(page);
    await expect(page).toHaveURL(`${origin}${base}dashboard/app`);
    // Once the screen is there: the account menu's first click while the screen still loads is lost (a known defect).
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the demo data?' });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    await shot(page, 'demo-reset-dialog-390-dark-rtl', false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  // A browser without service workers (or a page over plain http from afar, where they do not exist), and one
  // that refuses to register one (as some private windows do).
  for (const [language, heading, refuses] of [
    ['en', 'This browser cannot run the demo', false],
    ['de', 'Dieser Browser kann die Demo nicht ausführen', false],
    ['fr', 'Ce navigateur ne peut pas exécuter la démo', true],
  ] as const) {
    test(`where no service worker may run, the page says so (${language}${refuses ? ', registration refused' : ''}) instead of staying blank`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addInitScript(
        ({ lng, refuse }) => {
          localStorage.setItem('i18nextLng', lng);
          if (refuse) {
            ServiceWorkerContainer.prototype.register = () =>
              Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
          } else {
            delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
          }
        },
        { lng: language, refuse: refuses },
      );
      await page.goto(`${origin}${base}auth/login`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button')).toHaveCount(1);
      await expectNoAxeViolations(page);
      if (language === 'en') {
        await expect(page).toHaveTitle(`Demo unavailable | ${brand.productName}`);
        await shot(page, 'demo-unavailable-390');
      }
    });
  }
});
