import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The MUI pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'breadcrumbs', title: 'Breadcrumbs' },
  { slug: 'buttons', title: 'Buttons' },
  { slug: 'checkbox', title: 'Checkbox' },
  { slug: 'chip', title: 'Chip' },
  { slug: 'radio-button', title: 'Radio button' },
  { slug: 'rating', title: 'Rating' },
  { slug: 'switch', title: 'Switch' },
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
    // In SPEC order among the others: after Badge, before Dialog; after Pagination.
    expect(titles.indexOf('Badge')).toBeLessThan(titles.indexOf('Breadcrumbs'));
    expect(titles.indexOf('Chip')).toBeLessThan(titles.indexOf('Dialog'));
    expect(titles.indexOf('Pagination')).toBeLessThan(titles.indexOf('Radio button'));
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

  test('checkbox: labels tick, the parent follows its children, the group errors when empty', async ({
    page,
  }) => {
    await openEntry(page, 'checkbox', 'Checkbox');
    const states = page.getByRole('region', { name: 'Checked, unchecked and disabled' });
    await expect(states.getByTestId('checked-options')).toHaveText('Checked: Newsletter');
    await states.getByText('Special offers').click();
    await expect(states.getByRole('checkbox', { name: 'Special offers' })).toBeChecked();
    await expect(states.getByTestId('checked-options')).toHaveText('Checked: Newsletter, Special offers');
    await expect(states.getByRole('checkbox', { name: 'Disabled and checked' })).toBeDisabled();

    const parent = page.getByRole('region', { name: 'Indeterminate' });
    const all = parent.getByRole('checkbox', { name: 'All toppings' });
    await expect(all).toHaveAttribute('data-indeterminate', 'true');
    await all.check();
    await expect(parent.getByRole('checkbox', { name: 'Olives' })).toBeChecked();
    await expect(parent.getByTestId('toppings-count')).toHaveText('3 of 3 toppings chosen');
    await parent.getByRole('checkbox', { name: 'Cheese' }).uncheck();
    await expect(all).toHaveAttribute('data-indeterminate', 'true');
    await expect(parent.getByTestId('toppings-count')).toHaveText('2 of 3 toppings chosen');

    const colors = page.getByRole('region', { name: 'Colours and sizes' });
    await colors.getByRole('checkbox', { name: 'warning' }).uncheck();
    await expect(colors.getByRole('checkbox', { name: 'large' })).not.toBeChecked();
    await expect(colors.getByTestId('all-checked')).toHaveText('None is checked.');

    const form = page.getByRole('region', { name: 'Form group with an error' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText('Choose at least one interest to continue.')).toBeVisible();
    await expect(form.getByTestId('sent-interests')).toHaveText('Not sent yet.');
    await form.getByRole('checkbox', { name: 'Code' }).check();
    await expect(form.getByText('Choose at least one.')).toBeVisible();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByTestId('sent-interests')).toHaveText('Sent: Code');

    await expectCodeShown(parent, 'checkbox', 'indeterminate-demo.tsx', 'export function IndeterminateDemo');
  });

  test('chip: clicks name the chip, delete and reset, filters toggle', async ({ page }) => {
    await openEntry(page, 'chip', 'Chip');
    const colors = page.getByRole('region', { name: 'Variants and colours' });
    await colors.getByRole('button', { name: 'success' }).nth(1).click();
    await expect(colors.getByTestId('clicked-chip')).toHaveText('You clicked: outlined success');

    const content = page.getByRole('region', { name: 'Sizes, avatars and icons' });
    await content.getByRole('button', { name: 'Alan Turing' }).first().click();
    await expect(content.getByTestId('picked-person')).toHaveText('You clicked: Alan Turing');

    const deletable = page.getByRole('region', { name: 'Deletable' });
    const tags = deletable.getByTestId('tags');
    await expect(deletable.getByTestId('tag-count')).toHaveText('5 tags left');
    await tags.getByRole('button', { name: 'MUI' }).locator('.MuiChip-deleteIcon').click();
    await expect(tags.getByRole('button', { name: 'MUI' })).toHaveCount(0);
    await tags.getByRole('button', { name: 'Vite' }).press('Backspace');
    await expect(deletable.getByTestId('tag-count')).toHaveText('3 tags left');
    await deletable.getByRole('button', { name: 'Reset' }).click();
    await expect(tags.getByRole('button')).toHaveCount(5);
    await expect(deletable.getByRole('button', { name: 'Reset' })).toBeDisabled();

    const filter = page.getByRole('region', { name: 'Filter chips' });
    await filter.getByRole('button', { name: 'Hats' }).click();
    await expect(filter.getByRole('button', { name: 'Hats' })).toHaveAttribute('aria-pressed', 'true');
    await filter.getByRole('button', { name: 'Shoes' }).click();
    await expect(filter.getByTestId('filter-result')).toHaveText('Showing: Hats');

    await expectCodeShown(deletable, 'chip', 'deletable-demo.tsx', 'export function DeletableDemo');
  });

  test('radio button: the choice shows, placement and colour change, a required group errors', async ({
    page,
  }) => {
    await openEntry(page, 'radio-button', 'Radio button');
    const group = page.getByRole('region', { name: 'Group with labels' });
    await expect(group.getByTestId('payment-method')).toHaveText('Paying by: Credit card');
    await group.getByText('Bank transfer').click();
    await expect(group.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await expect(group.getByTestId('payment-method')).toHaveText('Paying by: Bank transfer');
    await expect(group.getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled();

    const colors = page.getByRole('region', { name: 'Colours and sizes' });
    await colors.getByRole('radio', { name: 'error' }).check();
    await colors.getByRole('radio', { name: 'small' }).check();
    await expect(colors.getByTestId('radio-look')).toHaveText('<Radio color="error" size="small" />');

    const placement = page.getByRole('region', { name: 'Label placement' });
    await placement.getByRole('radio', { name: 'Top' }).check();
    await expect(placement.getByTestId('placement')).toHaveText('labelPlacement="top"');

    const required = page.getByRole('region', { name: 'Required, with an error' });
    await required.getByRole('button', { name: 'Place order' }).click();
    await expect(required.getByText('Choose a delivery option.')).toBeVisible();
    await expect(required.getByTestId('ordered')).toHaveText('No order placed yet.');
    await required.getByRole('radio', { name: 'Express (next day)' }).check();
    await required.getByRole('button', { name: 'Place order' }).click();
    await expect(required.getByTestId('ordered')).toHaveText('Ordered with: Express (next day)');

    await expectCodeShown(required, 'radio-button', 'required-demo.tsx', 'export function RequiredDemo');
  });

  test('rating: hover names the star, a click sets it, half stars and hearts count', async ({ page }) => {
    await openEntry(page, 'rating', 'Rating');
    const hover = page.getByRole('region', { name: 'Controlled, with hover feedback' });
    await expect(hover.getByTestId('rating-feedback')).toHaveText('Ok');
    // The pointer over the fifth star, before any click.
    const stars = await hover.locator('.MuiRating-root').boundingBox();
    await page.mouse.move(stars!.x + stars!.width * 0.9, stars!.y + stars!.height / 2);
    await expect(hover.getByTestId('rating-feedback')).toHaveText('Excellent');
    await page.mouse.down();
    await page.mouse.up();
    await expect(hover.getByTestId('rating-value')).toHaveText('Your rating: 5 stars');

    const precision = page.getByRole('region', { name: 'Half stars, read-only and disabled' });
    await expect(precision.getByRole('img', { name: '4.5 stars' })).toBeVisible();
    // Each star is a native radio: the arrow keys step through them, by half a star here.
    await precision.getByRole('radio', { name: '2.5 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(precision.getByTestId('half-value')).toHaveText('3.5 stars');

    const sizes = page.getByRole('region', { name: 'Sizes' });
    await sizes.getByRole('radio', { name: 'large: 2 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(sizes.getByRole('radio', { name: 'small: 4 stars' })).toBeChecked();
    await expect(sizes.getByTestId('sizes-value')).toHaveText('Your rating: 4 stars');

    const custom = page.getByRole('region', { name: 'Custom icon' });
    const hearts = await custom.locator('.MuiRating-root').boundingBox();
    await page.mouse.click(hearts!.x + hearts!.width * 0.85, hearts!.y + hearts!.height / 2);
    await expect(custom.getByTestId('hearts-value')).toHaveText('9 of 10 hearts');

    await expectCodeShown(hover, 'rating', 'hover-feedback-demo.tsx', 'export function HoverFeedbackDemo');
  });

  test('switch: labels flip, all colours follow one, airplane mode locks the radios', async ({ page }) => {
    await openEntry(page, 'switch', 'Switch');
    const basic = page.getByRole('region', { name: 'On and off, with labels' });
    await basic.getByText('Auto-save', { exact: true }).click();
    await expect(basic.getByRole('switch', { name: 'Auto-save' })).not.toBeChecked();
    await expect(basic.getByTestId('auto-save')).toHaveText('Auto-save is off.');
    await expect(basic.getByRole('switch', { name: 'Disabled, on' })).toBeDisabled();

    const colors = page.getByRole('region', { name: 'Colours and sizes' });
    await colors.getByRole('switch', { name: 'success small' }).uncheck();
    await expect(colors.getByRole('switch', { name: 'error medium' })).not.toBeChecked();
    await expect(colors.getByTestId('all-switches')).toHaveText('All switches are off.');

    const placement = page.getByRole('region', { name: 'Label placement' });
    await placement.getByRole('switch', { name: 'Top' }).check();
    await expect(placement.getByTestId('placements-on')).toHaveText('On: Top, End');

    const settings = page.getByRole('region', { name: 'Settings list' });
    await expect(settings.getByTestId('settings-summary')).toHaveText('Switched on: Wi-Fi, Location');
    await settings.getByRole('switch', { name: 'Bluetooth' }).check();
    await settings.getByRole('switch', { name: 'Airplane mode' }).check();
    await expect(settings.getByRole('switch', { name: 'Wi-Fi' })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: 'Bluetooth' })).toBeDisabled();
    await expect(settings.getByTestId('settings-summary')).toHaveText('Switched on: Location, Airplane mode');

    await expectCodeShown(settings, 'switch', 'settings-list-demo.tsx', 'export function SettingsListDemo');
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
