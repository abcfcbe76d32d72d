import { expect, test, type Page } from '@playwright/test';
import { failOnPageProblems } from './page-problems';
import { signInTo } from './work-area-helpers';
import { expectNoAxeViolations } from './accessibility';
import { useSettings } from './stored-settings';

const mobile = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** The sidebar's pages in order, as doc-pages.ts lists them (English titles). */
const pageTitles = [
  'Introduction',
  'Quick start',
  'Configuration',
  'Project structure',
  'Theming and languages',
  'API',
];

/** Every page's path segment, in the sidebar's order. */
const docSlugs = [
  'introduction',
  'quick-start',
  'configuration',
  'project-structure',
  'theming-and-languages',
  'api',
];

const sidebar = (page: Page) => page.getByTestId('docs-sidebar');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

failOnPageProblems();

test.describe('docs', () => {
  test('/docs redirects to the introduction, titled "Docs: Introduction"', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    await expect(heading(page)).toHaveText('Introduction');
    await expect(page).toHaveTitle('Docs: Introduction | Ardent Studio');
    await expect(page.getByText('Three parts, one process')).toBeVisible();
    await page.screenshot({ path: '/tmp/docs-1440-light.png', fullPage: true });
  });

  test('at 1440 px the 260 px sidebar lists every page and marks the one shown', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/docs/introduction');
    const aside = sidebar(page);
    await expect(aside).toBeVisible();
    expect(await aside.evaluate((node) => node.getBoundingClientRect().width)).toBe(260);
    const nav = aside.getByRole('navigation', { name: 'Documentation pages' });
    await expect(nav.getByRole('link')).toHaveText(pageTitles);
    await expect(nav.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(/\/docs\/configuration$/);
    await expect(heading(page)).toHaveText('Configuration');
    await expect(page).toHaveTitle('Docs: Configuration | Ardent Studio');
    await expect(page.getByRole('cell', { name: 'DATABASE_URL', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Configuration' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current', 'page');

    // Keyboard: the items are links in reading order, reachable with Tab.
    await nav.getByRole('link', { name: 'Configuration' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Project structure' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Project structure');

    // The pager leads on through the pages.
    await page
      .getByRole('navigation', { name: 'Previous and next page' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(heading(page)).toHaveText('Theming and languages');
  });

  test('at 390 px the sidebar is a drawer opened from the menu button', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/docs/introduction');
    await expect(heading(page)).toHaveText('Introduction');
    await expect(sidebar(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open documentation menu' });
    await menuButton.click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Introduction' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
    expect((await sidebar(page).boundingBox())?.width).toBe(260);
    await page.screenshot({ path: '/tmp/docs-390-drawer.png' });

    await sidebar(page).getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(heading(page)).toHaveText('API');
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByText('/api/openapi.json').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
    await page.screenshot({ path: '/tmp/docs-390.png', fullPage: true });
  });

  test("the dashboard help card's Documentation button lands on the introduction", async ({ page }) => {
    await page.setViewportSize(desktop);
    await signInTo(page, '/dashboard/app');
    await page.getByTestId('help-card').getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/docs\/introduction$/);
    await expect(heading(page)).toHaveText('Introduction');
  });

  test('an unknown page goes to /404', async ({ page }) => {
    await page.goto('/docs/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('German shows the German text', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await page.setViewportSize(desktop);
    await page.goto('/docs/introduction');
    await expect(heading(page)).toHaveText('Einführung');
    await expect(page).toHaveTitle('Doku: Einführung | Ardent Studio');
    await expect(page.getByText('Drei Teile, ein Prozess')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Schnellstart' })).toBeVisible();
  });

  for (const themeMode of ['light', 'dark'] as const) {
    for (const viewport of [mobile, desktop]) {
      test(`no axe violations in ${themeMode} at ${viewport.width} px`, async ({ page }) => {
        await useSettings(page, { themeMode });
        await page.setViewportSize(viewport);
        for (const slug of docSlugs) {
          await page.goto(`/docs/${slug}`);
          await expect(heading(page)).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
    }
  }

  test('dark RTL mirrors the layout: the sidebar on the right', async ({ page }) => {
    await useSettings(page, { themeMode: 'dark', themeDirection: 'rtl' });
    await page.setViewportSize(desktop);
    await page.goto('/docs/quick-start');
    await expect(heading(page)).toHaveText('Quick start');
    const box = await sidebar(page).boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(desktop.width);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: '/tmp/docs-1440-dark-rtl.png', fullPage: true });
  });
});
