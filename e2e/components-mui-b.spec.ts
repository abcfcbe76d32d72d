import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The MUI pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'dialog', title: 'Dialog' },
  { slug: 'label', title: 'Label' },
  { slug: 'list', title: 'List' },
  { slug: 'menu', title: 'Menu' },
  { slug: 'pagination', title: 'Pagination' },
];

failOnPageProblems();

test.describe('components showcase: MUI pages (dialog, label, list, menu, pagination)', () => {
  test('/components lists the five cards under the MUI heading, in order', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    const group = page.getByRole('region', { name: 'MUI' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('MUI');
    const titles = await group.getByRole('heading', { level: 3 }).allTextContents();
    const mine = entries.map(({ title }) => title);
    expect(titles.filter((title) => mine.includes(title))).toEqual(mine);
    await group.getByRole('link', { name: /^Pagination/ }).click();
    await expect(page).toHaveURL(/\/components\/pagination$/);
    await expect(heading(page)).toHaveText('Pagination');
  });

  test('dialog: a choice, a confirmation and a form each show their result on the page', async ({ page }) => {
    await openEntry(page, 'dialog', 'Dialog');
    const simple = page.getByRole('region', { name: 'Simple dialog' });
    await expect(simple.getByTestId('chosen-account')).toHaveText('Selected account: ada@ardent.studio');
    await simple.getByRole('button', { name: 'Switch account' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose an account' });
    await chooser.getByRole('button', { name: 'grace@ardent.studio' }).click();
    await expect(chooser).toBeHidden();
    await expect(simple.getByTestId('chosen-account')).toHaveText('Selected account: grace@ardent.studio');

    const confirm = page.getByRole('region', { name: 'Confirm dialog' });
    await confirm.getByRole('button', { name: 'Delete the draft' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the draft?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(confirm.getByTestId('confirm-outcome')).toHaveText('The draft was deleted.');

    const form = page.getByRole('region', { name: 'Form dialog' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const formDialog = page.getByRole('dialog', { name: 'Subscribe to the newsletter' });
    await formDialog.getByRole('textbox', { name: 'Email address' }).fill('jo@example.com');
    await formDialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(formDialog).toBeHidden();
    await expect(form.getByTestId('subscribed-email')).toHaveText('Subscribed as jo@example.com.');

    await expectCodeShown(simple, 'dialog', 'simple-dialog-demo.tsx', 'export function SimpleDialogDemo');
  });

  test('dialog: the settings dialog fills a phone screen and saves its switches', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/components/dialog');
    const block = page.getByRole('region', { name: 'Full-screen on small screens' });
    await block.getByRole('button', { name: 'Edit notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const box = await page.locator('.MuiDialog-paper').boundingBox();
    expect(box?.width).toBe(mobile.width);
    await dialog.getByRole('switch', { name: 'Push' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(block.getByTestId('saved-settings')).toHaveText(
      'Notifications on: Email, Push, Weekly digest',
    );
  });

  test('label: the controls change the live label', async ({ page }) => {
    await openEntry(page, 'label', 'Label');
    // Seven colours in three variants, each label named by its colour.
    const matrix = page.getByRole('region', { name: 'Colours and variants' });
    await expect(matrix.getByText('error', { exact: true })).toHaveCount(3);
    const block = page.getByRole('region', { name: 'Change it live' });
    const label = block.getByTestId('live-label');
    await expect(label).toHaveText('Paid');
    const before = await label.evaluate((node) => getComputedStyle(node).backgroundColor);
    await block.getByRole('radio', { name: 'error' }).check();
    await block.getByRole('button', { name: 'filled' }).click();
    await expect(label).toHaveText('Overdue');
    await expect(block.getByText('<Label color="error" variant="filled">')).toBeVisible();
    expect(await label.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(before);
    await expectCodeShown(block, 'label', 'label-color-demo.tsx', 'export function LabelColorDemo');
  });

  test('list: a click selects, ticks, and folds', async ({ page }) => {
    await openEntry(page, 'list', 'List');
    const selectable = page.getByRole('region', { name: 'Selectable, with icons' });
    await selectable.getByRole('button', { name: /^Sent/ }).click();
    await expect(selectable.getByRole('button', { name: /^Sent/ })).toHaveAttribute('aria-current', 'page');
    await expect(selectable.getByTestId('selected-folder')).toHaveText('Open folder: Sent');

    const checkboxes = page.getByRole('region', { name: 'With checkboxes' });
    await expect(checkboxes.getByTestId('tasks-done')).toHaveText('1 of 4 done');
    await checkboxes.getByText('Sketch the layout').click();
    await expect(checkboxes.getByRole('checkbox', { name: 'Sketch the layout' })).toBeChecked();
    await expect(checkboxes.getByTestId('tasks-done')).toHaveText('2 of 4 done');

    const nested = page.getByRole('region', { name: 'Nested and collapsible' });
    await expect(nested.getByRole('button', { name: 'Website' })).toBeVisible();
    await nested.getByRole('button', { name: 'Projects' }).click();
    await expect(nested.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nested.getByRole('button', { name: 'Website' })).toBeHidden();

    await expectCodeShown(
      selectable,
      'list',
      'selectable-list-demo.tsx',
      'export function SelectableListDemo',
    );
  });

  test('menu: a chosen item, a selected sorting and a right-click style all show', async ({ page }) => {
    await openEntry(page, 'menu', 'Menu');
    const basic = page.getByRole('region', { name: 'Basic menu' });
    await basic.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(basic.getByTestId('chosen-action')).toHaveText('You chose: My account');

    const selected = page.getByRole('region', { name: 'Selected item' });
    const sortButton = selected.getByRole('button', { name: /^Sort by/ });
    await expect(sortButton).toContainText('Most popular');
    await sortButton.click();
    await expect(page.getByRole('option', { name: 'Most popular' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('option', { name: 'Oldest first' }).click();
    await expect(sortButton).toContainText('Oldest first');

    const context = page.getByRole('region', { name: 'Context menu' });
    const text = context.getByTestId('styled-text');
    await text.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Bold' }).click();
    await expect(text).toHaveAttribute('data-style', 'bold');
    await expect(text).toHaveCSS('font-weight', '700');

    const icons = page.getByRole('region', { name: 'Icons and dividers' });
    await icons.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('menu').getByRole('separator')).toHaveCount(1);
    await page.getByRole('menuitem', { name: /^Paste/ }).click();
    await expect(icons.getByTestId('last-command')).toHaveText('Last command: Paste');

    await expectCodeShown(context, 'menu', 'context-menu-demo.tsx', 'export function ContextMenuDemo');
  });

  test('pagination: the controlled one shows its page, first and last buttons jump', async ({ page }) => {
    await openEntry(page, 'pagination', 'Pagination');
    const block = page.getByRole('region', { name: 'Controlled, with first and last' });
    const current = block.getByTestId('current-page');
    await expect(current).toHaveText('Page 1 of 20');
    await block.getByRole('button', { name: 'Go to page 2', exact: true }).click();
    await expect(current).toHaveText('Page 2 of 20');
    await block.getByRole('button', { name: 'Go to last page' }).click();
    await expect(current).toHaveText('Page 20 of 20');
    await expect(block.getByRole('button', { name: 'page 20', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await block.getByRole('button', { name: 'Go to first page' }).click();
    await expect(current).toHaveText('Page 1 of 20');

    // An uncontrolled one moves its own marker.
    const outlinedPrimary = page.getByRole('navigation', { name: 'Pagination, outlined, primary' });
    await outlinedPrimary.getByRole('button', { name: 'Go to next page' }).click();
    await expect(outlinedPrimary.getByRole('button', { name: 'page 4', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await expectCodeShown(
      block,
      'pagination',
      'controlled-pagination-demo.tsx',
      'export function ControlledPaginationDemo',
    );
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
