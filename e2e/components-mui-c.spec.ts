import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The MUI pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'breadcrumbs', title: 'Breadcrumbs' },
  { slug: 'buttons', title: 'Buttons' },
];

failOnPageProblems();

test.describe('components showcase: MUI pages (breadcrumbs to switch)', () => {
  test('/components lists the cards under the MUI heading, in order', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    const group = page.getByRole('region', { name: 'MUI' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('MUI');
    const titles = await group.getByRole('heading', { level: 3 }).allTextContents();
    const mine = entries.map(({ title }) => title);
    expect(titles.filter((title) => mine.includes(title))).toEqual(mine);
    // In SPEC order among the others: after Badge, before Dialog.
    expect(titles.indexOf('Badge')).toBeLessThan(titles.indexOf('Breadcrumbs'));
    await group.getByRole('link', { name: /^Buttons/ }).click();
    await expect(page).toHaveURL(/\/components\/buttons$/);
    await expect(heading(page)).toHaveText('Buttons');
  });

  test('breadcrumbs: a chosen crumb shows, the separator changes, the collapsed trail expands', async ({
    page,
  }) => {
    await openEntry(page, 'breadcrumbs', 'Breadcrumbs');
    const basic = page.getByRole('region', { name: 'Basic' });
    const trail = basic.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Trail runners');
    await expect(basic.getByTestId('chosen-crumb')).toHaveText('Choose a crumb to go back up.');
    await trail.getByRole('button', { name: 'Catalogue' }).click();
    await expect(basic.getByTestId('chosen-crumb')).toHaveText('You chose: Catalogue');

    const icons = page.getByRole('region', { name: 'Icons and separators' });
    const iconTrail = icons.getByTestId('icon-trail');
    await expect(iconTrail.locator('.MuiBreadcrumbs-separator svg')).toHaveCount(2);
    await icons.getByRole('radio', { name: 'Slash' }).check();
    await expect(iconTrail.locator('.MuiBreadcrumbs-separator').first()).toHaveText('/');
    await iconTrail.getByRole('button', { name: 'Documents' }).click();
    await expect(icons.getByTestId('chosen-icon-crumb')).toHaveText('You chose: Documents');

    const collapsed = page.getByRole('region', { name: 'Collapsed' });
    await expect(collapsed.getByRole('button', { name: 'Sports' })).toHaveCount(0);
    await collapsed.getByRole('button', { name: 'Show the whole path' }).click();
    await collapsed.getByRole('button', { name: 'Sports' }).click();
    await expect(collapsed.getByTestId('chosen-collapsed-crumb')).toHaveText('You chose: Sports');

    await expectCodeShown(
      collapsed,
      'breadcrumbs',
      'collapsed-breadcrumbs-demo.tsx',
      'export function CollapsedBreadcrumbsDemo',
    );
  });

  test('buttons: clicks, loading, toggles and the FAB each show their result', async ({ page }) => {
    await openEntry(page, 'buttons', 'Buttons');
    const variants = page.getByRole('region', { name: 'Variants and colours' });
    await expect(variants.getByRole('button', { name: 'Disabled' })).toHaveCount(4);
    await variants.getByRole('button', { name: 'warning' }).nth(1).click();
    await expect(variants.getByTestId('clicked-button')).toHaveText('You clicked: outlined warning');

    const sizes = page.getByRole('region', { name: 'Sizes' });
    await sizes.getByRole('button', { name: 'soft large' }).click();
    await expect(sizes.getByTestId('clicked-size')).toHaveText('You clicked: soft large');

    const icons = page.getByRole('region', { name: 'With icons' });
    await icons.getByRole('button', { name: 'Send' }).click();
    const like = icons.getByRole('button', { name: 'Like' });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(icons.getByTestId('icon-action')).toHaveText('Sent. Liked.');

    const loading = page.getByRole('region', { name: 'Loading and disabled' });
    await expect(loading.getByTestId('save-state')).toHaveText('Not saved yet.');
    await loading.getByRole('button', { name: 'Save' }).first().click();
    await expect(loading.getByTestId('save-state')).toHaveText('Saving…');
    await expect(loading.getByRole('button', { name: 'Saving' })).toBeDisabled();
    await expect(loading.getByTestId('save-state')).toHaveText('Saved.');
    await expect(loading.getByRole('button', { name: 'Save' }).first()).toBeEnabled();

    const group = page.getByRole('region', { name: 'Button group' });
    await group
      .getByRole('group', { name: 'Edit actions, vertical' })
      .getByRole('button', { name: 'Paste' })
      .click();
    await expect(group.getByTestId('group-clicked')).toHaveText('You clicked: Paste');

    const toggle = page.getByRole('region', { name: 'Toggle buttons' });
    const text = toggle.getByTestId('formatted-text');
    await expect(text).toHaveCSS('font-weight', '700');
    await toggle.getByRole('button', { name: 'Centre' }).click();
    await expect(toggle.getByRole('button', { name: 'Centre' })).toHaveAttribute('aria-pressed', 'true');
    await expect(text).toHaveCSS('text-align', 'center');
    await toggle.getByRole('button', { name: 'Bold' }).click();
    await toggle.getByRole('button', { name: 'Italic' }).click();
    await expect(text).toHaveCSS('font-weight', '400');
    await expect(text).toHaveCSS('font-style', 'italic');

    const fab = page.getByRole('region', { name: 'Floating action button' });
    await expect(fab.getByTestId('fab-count')).toHaveText('0 items added');
    await fab.getByRole('button', { name: 'Add item' }).click();
    await fab.getByRole('button', { name: 'Add', exact: true }).first().click();
    await expect(fab.getByTestId('fab-count')).toHaveText('2 items added');

    await expectCodeShown(loading, 'buttons', 'loading-demo.tsx', 'export function LoadingDemo');
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
