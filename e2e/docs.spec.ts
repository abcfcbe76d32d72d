import { expect, test, type Page } from '@playwright/test';
import { failOnPageProblems } from './page-problems';
import { signInTo } from './work-area-helpers';
import { expectNoAxeViolations } from './accessibility';
import { useSettings } from './stored-settings';

const mobile = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** The sidebar's pages in order, as doc-pages.ts lists them (English titles and path segments). */
const docs = [
  ['introduction', 'Introduction'],
  ['quick-start', 'Quick start'],
  ['package', 'Package'],
  ['color', 'Colour'],
  ['typography', 'Typography'],
  ['icon', 'Icons'],
  ['shadows', 'Shadows'],
  ['components', 'Components'],
  ['settings', 'Settings'],
  ['tips', 'Tips'],
  ['routing', 'Routing'],
  ['environment-variables', 'Environment variables'],
  ['state-management', 'State management'],
  ['api-calls', 'API calls'],
  ['analytics', 'Analytics'],
  ['authentication', 'Authentication'],
  ['multi-language', 'Multi-language'],
  ['lazyload-image', 'Lazy-loaded images'],
  ['form-helper', 'Form helpers'],
  ['support', 'Support'],
  ['changelog', 'Changelog'],
] as const;
const pageTitles = docs.map(([, title]) => title);
const docSlugs = docs.map(([slug]) => slug);

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
    await expect(page.getByRole('heading', { name: 'Three parts, one process', level: 2 })).toBeVisible();
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

    await nav.getByRole('link', { name: 'Environment variables' }).click();
    await expect(page).toHaveURL(/\/docs\/environment-variables$/);
    await expect(heading(page)).toHaveText('Environment variables');
    await expect(page).toHaveTitle('Docs: Environment variables | Ardent Studio');
    await expect(page.getByRole('cell', { name: 'DATABASE_URL', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Environment variables' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current', 'page');

    // Keyboard: the items are links in reading order, reachable with Tab.
    await nav.getByRole('link', { name: 'Environment variables' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'State management' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('State management');

    // The pager leads on through the pages.
    await page
      .getByRole('navigation', { name: 'Previous and next page' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(heading(page)).toHaveText('API calls');
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

    await sidebar(page).getByRole('link', { name: 'API calls' }).click();
    await expect(page).toHaveURL(/\/docs\/api-calls$/);
    await expect(heading(page)).toHaveText('API calls');
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

  test('an unknown page goes to /404; the addresses of earlier pages lead to the pages that hold them now', async ({
    page,
  }) => {
    await page.goto('/docs/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    for (const [old, now, title] of [
      ['configuration', 'environment-variables', 'Environment variables'],
      ['project-structure', 'introduction', 'Introduction'],
      ['theming-and-languages', 'settings', 'Settings'],
      ['api', 'api-calls', 'API calls'],
    ]) {
      await page.goto(`/docs/${old}`);
      await expect(page).toHaveURL(new RegExp(`/docs/${now}$`));
      await expect(heading(page)).toHaveText(title!);
    }
  });

  test('every page shows its title and its sections in "On this page", which follows the scroll', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    for (const [slug, title] of docs) {
      await page.goto(`/docs/${slug}`);
      await expect(heading(page)).toHaveText(title);
      await expect(page).toHaveTitle(`Docs: ${title} | Ardent Studio`);
    }
    await page.goto('/docs/routing');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText([
      'Every route',
      'Where routes are declared',
      'Guards',
      'Lazy screens',
      'Loaders, redirects and unknown addresses',
    ]);
    await expect(toc.getByRole('link', { name: 'Every route' })).toHaveAttribute('aria-current', 'location');
    await toc.getByRole('link', { name: 'Guards' }).click();
    await expect(toc.getByRole('link', { name: 'Guards' })).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/\/docs\/routing#guards$/);
    await expect(page.getByRole('heading', { name: 'Guards', level: 2 })).toBeInViewport();
  });

  test("the routing page lists the router's table: each address with its layout, screen and who may see it", async ({
    page,
  }) => {
    await page.goto('/docs/routing');
    const table = page.getByRole('region', { name: 'Every route' });
    const row = (path: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name: path, exact: true }) });
    await expect(row('/dashboard/kanban')).toContainText('dashboard layout');
    await expect(row('/dashboard/kanban')).toContainText('kanban/pages/kanban-page.tsx');
    await expect(row('/dashboard/kanban')).toContainText('Signed in');
    await expect(row('/auth/login')).toContainText('Signed out');
    await expect(row('/docs')).toContainText('redirects to /docs/introduction');
    await expect(row('/')).toContainText('Everyone');
  });

  test('search finds a section by a word of its heading, and opens the page at it', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/docs/introduction');
    await page.getByRole('button', { name: 'Search the docs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    const field = dialog.getByRole('combobox', { name: 'Search the documentation' });
    await expect(field).toBeFocused();
    await field.fill('guard');
    await expect(dialog.getByRole('option')).toHaveText(['GuardsRouting']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/routing#guards$/);
    await expect(page.getByRole('heading', { name: 'Guards', level: 2 })).toBeInViewport();

    // Ctrl+K opens it too; a word nothing has says so.
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox').fill('zebra');
    await expect(dialog.getByText('Nothing in the docs matches “zebra”.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // In German it searches the German headings.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    await page.getByRole('button', { name: 'Doku durchsuchen' }).click();
    await page.getByRole('combobox').fill('umgebung');
    await expect(page.getByRole('option').first()).toContainText('Umgebungsvariablen');
  });

  test('a code block copies its code, highlighted for its language', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/quick-start');
    const block = page.locator('pre').first();
    await page.getByRole('button', { name: 'Copy to clipboard' }).first().click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.innerText());
    await page.goto('/docs/api-calls');
    // TypeScript is coloured token by token: a keyword and a string differ.
    const tsx = page.locator('pre').filter({ hasText: 'useQuery' });
    const color = (text: string) =>
      tsx
        .locator('span', { hasText: new RegExp(`^${text}$`) })
        .first()
        .evaluate((node) => getComputedStyle(node).color);
    expect(await color('import')).not.toBe(await color("'@tanstack/react-query'"));
  });

  test('the icon page filters the shared icons by name', async ({ page }) => {
    await page.goto('/docs/icon');
    const status = page.getByRole('status');
    const all = Number((await status.innerText()).match(/\d+/)![0]);
    expect(all).toBeGreaterThan(10);
    await page.getByRole('textbox', { name: 'Filter icons by name' }).fill('close');
    await expect(status).toHaveText(/^\d+ icons?$/);
    const shown = page.getByRole('listitem').filter({ has: page.locator('code') });
    for (const name of await shown.allInnerTexts()) expect(name.toLowerCase()).toContain('close');
    await page.getByRole('textbox', { name: 'Filter icons by name' }).fill('zebra');
    await expect(status).toHaveText('No icon is called “zebra”.');
  });

  test('live: the settings page switches the mode, the colour page the primary colour, for the whole app', async ({
    page,
  }) => {
    await page.goto('/docs/settings');
    const settings = page.getByTestId('live-settings');
    await settings.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(22, 28, 36)');
    await settings.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settings.getByRole('button', { name: 'Reset' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await page.goto('/docs/color');
    await page.getByRole('button', { name: 'Use' }).nth(1).click();
    await expect(page.getByRole('button', { name: 'In use' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('settings'))).toContain('"themeColor":"purple"');
    await expect(page.getByRole('figure').filter({ hasText: 'primary' }).getByText('#7635DC')).toBeVisible();

    await page.goto('/docs/shadows');
    const sample = page.getByTestId('shadow-sample');
    const before = await sample.evaluate((node) => getComputedStyle(node).boxShadow);
    await page.getByRole('slider', { name: 'Elevation' }).press('End');
    await expect(sample).toHaveText('boxShadow: 24');
    expect(await sample.evaluate((node) => getComputedStyle(node).boxShadow)).not.toBe(before);
  });

  test('German shows the German text', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await page.setViewportSize(desktop);
    await page.goto('/docs/introduction');
    await expect(heading(page)).toHaveText('Einführung');
    await expect(page).toHaveTitle('Doku: Einführung | Ardent Studio');
    await expect(page.getByRole('heading', { name: 'Drei Teile, ein Prozess', level: 2 })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Schnellstart' })).toBeVisible();
  });

  for (const themeMode of ['light', 'dark'] as const) {
    for (const viewport of [mobile, desktop]) {
      test(`no axe violations in ${themeMode} at ${viewport.width} px`, async ({ page }) => {
        // Every page of the docs, each checked whole.
        test.setTimeout(240_000);
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
