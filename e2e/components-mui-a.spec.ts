import { expect, test, type Page } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The MUI pages of this branch in the overview's order, with their English titles. */
const entries = [
  { slug: 'accordion', title: 'Accordion' },
  { slug: 'alert', title: 'Alert' },
  { slug: 'autocomplete', title: 'Autocomplete' },
  { slug: 'avatar', title: 'Avatar' },
  { slug: 'badge', title: 'Badge' },
];

/** "Show code" of the demo block titled `block` shows a line of that demo's own file. */
const expectSourceShown = (page: Page, block: string, slug: string, file: string, marker: string) =>
  expectCodeShown(page.getByRole('region', { name: block, exact: true }), slug, file, marker);

failOnPageProblems();

test.describe('components showcase: MUI accordion to badge', () => {
  test('/components lists the five pages under "MUI", between Foundations and Extra, each link leading to its page', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Foundations',
      'MUI',
      'Extra',
    ]);
    const group = page.getByRole('region', { name: 'MUI' });
    const titles = group.getByRole('heading', { level: 3 });
    for (const { title } of entries)
      await expect(titles.filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(1);
    await group.getByRole('link', { name: /^Autocomplete/ }).click();
    await expect(page).toHaveURL(/\/components\/autocomplete$/);
    await expect(heading(page)).toHaveText('Autocomplete');
  });

  test('accordion: one panel open at a time, and its code', async ({ page }) => {
    await openEntry(page, 'accordion', 'Accordion');
    const block = page.getByRole('region', { name: 'One open at a time', exact: true });
    const general = block.getByRole('button', { name: /General settings/ });
    const users = block.getByRole('button', { name: /^Users/ });
    await expect(general).toHaveAttribute('aria-expanded', 'true');
    await expect(block.getByText('Invite people to the dashboard')).toBeHidden();
    await users.click();
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await expect(general).toHaveAttribute('aria-expanded', 'false');
    await expect(block.getByText(/^Invite people to the dashboard/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disabled panel' })).toBeDisabled();

    const states = page.getByRole('region', { name: 'States and actions', exact: true });
    await states.getByRole('button', { name: 'Agree' }).click();
    await expect(states.getByText('Thank you: you agreed to the terms.')).toBeVisible();
    await expectSourceShown(
      page,
      'One open at a time',
      'accordion',
      'controlled-demo.tsx',
      'export function ControlledDemo',
    );
  });

  test('alert: the variant changes all four, the warning closes and comes back, and its code', async ({
    page,
  }) => {
    await openEntry(page, 'alert', 'Alert');
    const success = page.getByTestId('alert-success');
    await expect(success).toHaveClass(/MuiAlert-standard/);
    const before = await success.evaluate((node) => getComputedStyle(node).backgroundColor);
    await page.getByRole('button', { name: 'filled', exact: true }).click();
    for (const severity of ['success', 'info', 'warning', 'error'])
      await expect(page.getByTestId(`alert-${severity}`)).toHaveClass(/MuiAlert-filled/);
    expect(await success.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(before);

    const warning = page.getByText('Check your address');
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(warning).toBeHidden();
    await page.getByRole('button', { name: 'Show the warning again' }).click();
    await expect(warning).toBeVisible();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('The message is back in your inbox.')).toBeVisible();
    await expectSourceShown(
      page,
      'Title, close and action',
      'alert',
      'title-action-demo.tsx',
      'setOpen(false)',
    );
  });

  test('autocomplete: a typed country is picked, chips added and removed, free text becomes a tag', async ({
    page,
  }) => {
    await openEntry(page, 'autocomplete', 'Autocomplete');
    await expect(page.getByTestId('chosen-country')).toHaveText('No country chosen yet.');
    await page.getByRole('combobox', { name: 'Country', exact: true }).fill('Switzer');
    await page.getByRole('option', { name: 'Switzerland' }).click();
    await expect(page.getByTestId('chosen-country')).toHaveText('Chosen: Switzerland (CH)');
    await expect(page.getByRole('combobox', { name: 'Country (disabled)' })).toBeDisabled();

    await expect(page.getByTestId('country-count')).toHaveText('2 countries chosen');
    await page.getByRole('combobox', { name: 'Shipping countries', exact: true }).fill('Ital');
    await page.getByRole('option', { name: 'Italy' }).click();
    await expect(page.getByTestId('country-count')).toHaveText('3 countries chosen');
    await page.getByRole('button', { name: 'France' }).locator('svg').click();
    await expect(page.getByTestId('country-count')).toHaveText('2 countries chosen');

    const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
    await tags.fill('Concerts');
    await tags.press('Enter');
    await expect(page.getByRole('button', { name: 'Concerts' })).toBeVisible();
    await expectSourceShown(page, 'Free text', 'autocomplete', 'free-solo-demo.tsx', 'freeSolo');
  });

  test("avatar: the app's images load, the shape and the group's max change live, and its code", async ({
    page,
  }) => {
    await openEntry(page, 'avatar', 'Avatar');
    const image = page.getByRole('img', { name: 'Avatar 3' }).first();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'rounded', exact: true }).click();
    await expect(page.getByTestId('avatar-variant')).toHaveText('variant="rounded"');
    await expect(page.getByText('SA', { exact: true })).toHaveClass(/MuiAvatar-rounded/);

    const group = page.getByTestId('avatar-group');
    await expect(group.getByText('+9')).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(group.getByText('+8')).toBeVisible();
    await expect(group.locator('img')).toHaveCount(4);

    const sized = page.getByTestId('sized-avatar');
    await expect(sized).toHaveCSS('width', '80px');
    await page.getByRole('slider', { name: 'Size: 80 px' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(sized).toHaveCSS('width', '88px');
    await expectSourceShown(page, 'Group', 'avatar', 'group-demo.tsx', '<AvatarGroup max={max}');
  });

  test('badge: the buttons change the count, max caps it, zero hides it unless shown, and its code', async ({
    page,
  }) => {
    await openEntry(page, 'badge', 'Badge');
    const badge = page.getByTestId('counter-badge').locator('.MuiBadge-badge');
    await expect(badge).toHaveText('4');
    await page.getByRole('button', { name: 'Increase the count' }).click();
    await expect(badge).toHaveText('5');
    for (let i = 0; i < 10; i += 1) await page.getByRole('button', { name: 'Add ten' }).click();
    await expect(badge).toHaveText('99+');

    await page.reload();
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
    const decrease = page.getByRole('button', { name: 'Decrease the count' });
    for (let i = 0; i < 4; i += 1) await decrease.click();
    await expect(decrease).toBeDisabled();
    await expect(badge).toHaveClass(/MuiBadge-invisible/);
    await page
      .getByRole('switch', { name: 'Show zero' })
      .or(page.getByRole('checkbox', { name: 'Show zero' }))
      .check();
    await expect(badge).not.toHaveClass(/MuiBadge-invisible/);
    await expect(badge).toHaveText('0');

    await page.getByRole('radio', { name: 'bottom left' }).check();
    await expect(page.getByTestId('anchored-badge').locator('.MuiBadge-badge')).toHaveClass(
      /MuiBadge-anchorOriginBottomLeft/,
    );
    await expectSourceShown(page, 'Count, max and zero', 'badge', 'counter-demo.tsx', 'showZero={showZero}');
  });

  testLooks(
    entries.map(({ slug }) => `/components/${slug}`),
    [
      { themeMode: 'light', themeDirection: 'ltr', viewport: mobile },
      { themeMode: 'dark', themeDirection: 'ltr', viewport: desktop },
      { themeMode: 'dark', themeDirection: 'rtl', viewport: desktop },
    ],
  );
});
