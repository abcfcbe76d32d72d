import { expect, test, type Page } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { demoSource, desktop, heading, mobile, testLooks } from './showcase-helpers';

/** The Foundations pages in the overview's order, with their English titles. */
const foundations = [
  { slug: 'color', title: 'Color' },
  { slug: 'typography', title: 'Typography' },
  { slug: 'shadows', title: 'Shadows' },
  { slug: 'grid', title: 'Grid' },
  { slug: 'icons', title: 'Icons' },
];

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

failOnPageProblems();
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('components showcase', () => {
  test('/components lists the five Foundations pages under their heading, each link leading to its page', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    await expect(heading(page)).toHaveText('Components');
    await expect(page).toHaveTitle('Components | Ardent Studio');
    const group = page.getByRole('region', { name: 'Foundations' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('Foundations');
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(foundations.map(({ title }) => title));

    for (const { slug, title } of foundations) {
      await group.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/components/${slug}$`));
      await expect(heading(page)).toHaveText(title);
      // All five are the theme's Foundations (DECISIONS: "Foundations: {Name}").
      await expect(page).toHaveTitle(`Foundations: ${title} | Ardent Studio`);
      await expect(page.getByRole('region').first()).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Components' })
        .click();
      await expect(heading(page)).toHaveText('Components');
    }
  });

  test('color: a swatch click copies its hex, and a preset changes the theme live', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components/color');
    await expect(heading(page)).toHaveText('Color');
    const docs = page.getByRole('link', { name: 'Library documentation (opens in a new tab)' });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('href', /^https:\/\/mui\.com\//);

    const primaryMain = page.getByRole('button', { name: /^primary\.main/ });
    await expect(primaryMain).toContainText('#00AB55');
    await primaryMain.click();
    await expect(primaryMain).toContainText('Copied');
    expect(await clipboardText(page)).toBe('#00AB55');

    await page.getByRole('radio', { name: /Purple/ }).check();
    await expect(primaryMain).toContainText('#7635DC');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').themeColor)).toBe(
      'purple',
    );
    // The whole app follows: the sample button is filled in the new primary colour.
    await expect(page.getByRole('button', { name: 'Button', exact: true }).first()).toHaveCSS(
      'background-color',
      'rgb(118, 53, 220)',
    );
  });

  test('"Show code" shows the demo\'s own source file, and its copy button copies it', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components/color');
    const block = page.getByRole('region', { name: 'Primary colour' });
    const toggle = block.getByRole('button', { name: 'Show code' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(block.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    const source = demoSource('color', 'preset-demo.tsx');
    const line = source.split('\n').find((text) => text.includes('export function PresetDemo'))!;
    await expect(block.locator('pre code')).toContainText(line.trim());
    await block.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await clipboardText(page)).toBe(source);

    await block.getByRole('button', { name: 'Hide code' }).click();
    await expect(block.locator('pre')).toHaveCount(0);
  });

  test("typography: the sample text typed shows in every variant, with the theme's metrics", async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/components/typography');
    await expect(heading(page)).toHaveText('Typography');
    const variants = page.locator('[data-variant]');
    await expect(variants).toHaveCount(13);
    await expect(page.locator('[data-variant="h1"]')).toContainText(
      '2.5rem (40px) · weight 700 · line height 1.25',
    );
    await page.getByRole('textbox', { name: 'Sample text' }).fill('Grüße aus dem Studio');
    for (const variant of await variants.all()) await expect(variant).toContainText('Grüße aus dem Studio');
  });

  test('shadows: the slider lifts the sample card', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components/shadows');
    await expect(heading(page)).toHaveText('Shadows');
    const sample = page.getByTestId('elevation-sample');
    await expect(sample).toContainText('elevation={8}');
    const before = await sample.evaluate((node) => getComputedStyle(node).boxShadow);
    const slider = page.getByRole('slider', { name: 'Elevation' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(sample).toContainText('elevation={24}');
    expect(await sample.evaluate((node) => getComputedStyle(node).boxShadow)).not.toBe(before);
    await expect(page.getByText('shadows[24]')).toBeVisible();
  });

  test('grid: the spacing control changes the gaps at once', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components/grid');
    await expect(heading(page)).toHaveText('Grid');
    const grid = page.getByTestId('spacing-grid');
    await expect(grid).toHaveCSS('row-gap', '16px');
    await page
      .getByRole('radiogroup', { name: /spacing=2/ })
      .getByRole('radio', { name: '5' })
      .check();
    await expect(page.getByText('spacing=5: a gap of 40px')).toBeVisible();
    await expect(grid).toHaveCSS('row-gap', '40px');
    await expect(page.getByTestId('current-breakpoint').filter({ visible: true })).toHaveText(
      'lg (≥ 1280 px)',
    );
  });

  test('icons: the search filters by name, a click copies the import', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/components/icons');
    await expect(heading(page)).toHaveText('Icons');
    await page.getByRole('textbox', { name: 'Search icons' }).fill('edit');
    await expect(page.getByText('1 icon', { exact: true })).toBeVisible();
    const edit = page.getByRole('button', { name: 'EditIcon' });
    await edit.click();
    await expect(edit).toContainText('Copied');
    expect(await clipboardText(page)).toBe("import { EditIcon } from '@/web/components/action-icons';");
    await page.getByRole('textbox', { name: 'Search icons' }).fill('nothing-like-this');
    await expect(page.getByText('No icon matches "nothing-like-this"')).toBeVisible();
  });

  test('an unknown entry goes to /404', async ({ page }) => {
    await page.goto('/components/no-such-entry');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('German shows the German texts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await page.setViewportSize(desktop);
    await openPage(page, '/components/color');
    await expect(heading(page)).toHaveText('Farbe');
    await expect(page.getByRole('button', { name: 'Code anzeigen' }).first()).toBeVisible();
  });

  testLooks(
    ['/components', ...foundations.map(({ slug }) => `/components/${slug}`)],
    [
      { themeMode: 'light', themeDirection: 'ltr', viewport: mobile },
      { themeMode: 'light', themeDirection: 'ltr', viewport: desktop },
      { themeMode: 'dark', themeDirection: 'ltr', viewport: mobile },
      { themeMode: 'dark', themeDirection: 'ltr', viewport: desktop },
      { themeMode: 'dark', themeDirection: 'rtl', viewport: desktop },
      { themeMode: 'light', themeDirection: 'rtl', viewport: mobile },
    ],
  );
});
