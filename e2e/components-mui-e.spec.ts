import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';
import { useSettings } from './stored-settings';

/** The MUI pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'table', title: 'Table' },
  { slug: 'tabs', title: 'Tabs' },
  { slug: 'textfield', title: 'Text field' },
  { slug: 'timeline', title: 'Timeline' },
  { slug: 'transfer-list', title: 'Transfer list' },
  { slug: 'tree-view', title: 'Tree view' },
];

failOnPageProblems();

test.describe('components showcase: MUI pages (table, tabs, textfield, timeline, transfer-list, tree-view)', () => {
  test('/components lists the six cards under the MUI heading, in order', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    const group = page.getByRole('region', { name: 'MUI' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('MUI');
    const titles = await group.getByRole('heading', { level: 3 }).allTextContents();
    const mine = entries.map(({ title }) => title);
    expect(titles.filter((title) => mine.includes(title))).toEqual(mine);
    await group.getByRole('link', { name: /^Tree view/ }).click();
    await expect(page).toHaveURL(/\/components\/tree-view$/);
    await expect(heading(page)).toHaveText('Tree view');
  });

  test('table: dense, sorting, selection with delete and reset, pages, sticky header, collapsible rows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'table', 'Table');
    const basic = page.getByRole('region', { name: 'Basic and dense' });
    const firstCell = basic.getByRole('cell', { name: 'INV-1001' });
    const roomy = (await firstCell.boundingBox())!.height;
    await basic.getByRole('switch', { name: 'Dense' }).check();
    await expect(firstCell).toHaveClass(/MuiTableCell-sizeSmall/);
    expect((await firstCell.boundingBox())!.height).toBeLessThan(roomy);

    const sortable = page.getByRole('region', { name: 'Sorting, selection and pages' });
    const count = sortable.getByTestId('selection-count');
    const bodyRows = sortable.locator('tbody tr');
    await expect(count).toHaveText('12 invoices');
    await expect(bodyRows).toHaveCount(5);
    await expect(sortable.getByText('1–5 of 12')).toBeVisible();
    await sortable.getByRole('button', { name: 'Amount' }).click();
    await expect(bodyRows.first()).toContainText('INV-1010');
    await sortable.getByRole('button', { name: /^Amount/ }).click();
    await expect(bodyRows.first()).toContainText('INV-1007');
    await expect(sortable.getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await sortable.getByRole('checkbox', { name: 'Select INV-1007' }).check();
    await sortable.getByRole('checkbox', { name: 'Select INV-1003' }).check();
    await expect(count).toHaveText('2 selected');
    await expect(sortable.getByRole('checkbox', { name: 'Select all invoices' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await sortable.getByRole('button', { name: 'Delete selected' }).click();
    await expect(count).toHaveText('10 invoices');
    await expect(sortable.getByRole('cell', { name: 'INV-1007' })).toHaveCount(0);
    await sortable.getByRole('checkbox', { name: 'Select all invoices' }).check();
    await expect(count).toHaveText('10 selected');
    await sortable.getByRole('button', { name: 'Delete selected' }).click();
    await expect(count).toHaveText('0 invoices');
    await expect(sortable.getByText('No invoices left. Reset brings them back.')).toBeVisible();
    await sortable.getByRole('button', { name: 'Reset' }).click();
    await expect(count).toHaveText('12 invoices');

    await sortable.getByRole('combobox').click();
    await page.getByRole('option', { name: '10' }).click();
    await expect(bodyRows).toHaveCount(10);
    await sortable.getByRole('button', { name: 'Go to the next page' }).click();
    await expect(bodyRows).toHaveCount(2);
    await expect(sortable.getByText('11–12 of 12')).toBeVisible();

    const sticky = page.getByRole('region', { name: 'Sticky header' });
    const container = sticky.getByTestId('sticky-container');
    const header = sticky.getByRole('columnheader', { name: 'Month' });
    const headerTop = (await header.boundingBox())!.y;
    await container.evaluate((node) => node.scrollBy(0, 200));
    await expect(sticky.getByRole('cell', { name: 'January' })).not.toBeInViewport();
    expect((await header.boundingBox())!.y).toBe(headerTop);

    const collapsible = page.getByRole('region', { name: 'Collapsible rows' });
    const toggle = collapsible.getByRole('button', { name: 'Details of INV-1002' });
    await expect(collapsible.getByText('Services billed')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(collapsible.getByText('Services billed')).toBeVisible();
    await expect(collapsible.getByRole('cell', { name: 'Development', exact: true })).toBeVisible();

    await expectCodeShown(sortable, 'table', 'sortable-table-demo.tsx', 'export function SortableTableDemo');
  });

  test('table: on a phone a table scrolls inside its own box, not the page', async ({ page }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/components/table');
    const box = page
      .getByRole('region', { name: 'Basic and dense' })
      .getByRole('region', { name: 'Invoices' });
    const { scrollWidth, clientWidth } = await box.evaluate((node) => ({
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(mobile.width);
  });

  test('tabs: each kind of tabs switches what it shows', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'tabs', 'Tabs');
    const basic = page.getByRole('region', { name: 'Basic tabs' });
    await expect(basic.getByRole('tabpanel')).toHaveText(
      'A light desk lamp in brushed aluminium, with a warm dimmable light.',
    );
    await basic.getByRole('tab', { name: 'Specifications' }).click();
    await expect(basic.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(basic.getByRole('tabpanel')).toHaveText(
      'Height 42 cm, base 16 cm, LED 8 W, 2700 K, USB-C power.',
    );
    await page.keyboard.press('ArrowRight');
    await expect(basic.getByRole('tab', { name: 'Reviews' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(basic.getByRole('tabpanel')).toContainText('4.7 out of 5 from 128 reviews');

    const lab = page.getByRole('region', { name: 'With @mui/lab TabContext' });
    await expect(lab.getByRole('tabpanel')).toHaveText(
      'Height 42 cm, base 16 cm, LED 8 W, 2700 K, USB-C power.',
    );
    await lab.getByRole('tab', { name: 'Overview' }).click();
    await expect(lab.getByRole('tabpanel')).toHaveText(
      'A light desk lamp in brushed aluminium, with a warm dimmable light.',
    );

    const icons = page.getByRole('region', { name: 'Icons and icon positions' });
    await icons
      .getByRole('tablist', { name: 'Contacts, icons only' })
      .getByRole('tab', { name: 'Favourites' })
      .click();
    await expect(icons.getByTestId('icon-tab-chosen')).toHaveText('Showing: Favourites');
    const labelled = icons
      .getByRole('tablist', { name: 'Contacts, icons and labels' })
      .getByRole('tab')
      .first();
    await expect(labelled).toHaveCSS('flex-direction', 'row');
    await icons.getByRole('button', { name: 'top', exact: true }).click();
    await expect(labelled).toHaveCSS('flex-direction', 'column');

    const scrollable = page.getByRole('region', { name: 'Scrollable tabs' });
    await scrollable.getByRole('tab', { name: 'November' }).click();
    await expect(scrollable.getByTestId('chosen-month')).toHaveText('Report for November');

    const vertical = page.getByRole('region', { name: 'Vertical tabs' });
    await expect(vertical.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await vertical.getByRole('tab', { name: 'Security' }).click();
    await expect(vertical.getByTestId('vertical-panel')).toHaveText(
      'Your password, two-step sign-in and the devices signed in.',
    );

    const layout = page.getByRole('region', { name: 'Full width, centred and disabled' });
    await expect(layout.getByRole('tab', { name: 'Lifetime' }).first()).toBeDisabled();
    await layout.getByRole('tablist', { name: 'Full width' }).getByRole('tab', { name: 'Yearly' }).click();
    await expect(layout.getByTestId('chosen-plans')).toHaveText('Full width: Yearly · Centred: Yearly');

    await expectCodeShown(lab, 'tabs', 'lab-tabs-demo.tsx', 'export function LabTabsDemo');
  });

  test('textfield: typing, adornments, validation as you type, select and states', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'textfield', 'Text field');
    const variants = page.getByRole('region', { name: 'Variants and sizes' });
    await variants.getByRole('textbox', { name: 'Name (filled, small)' }).fill('Ada');
    await expect(variants.getByTestId('typed-name')).toHaveText('Hello, Ada!');
    await expect(variants.getByRole('textbox', { name: 'Name (outlined, medium)' })).toHaveValue('Ada');

    const adornments = page.getByRole('region', { name: 'Adornments' });
    const password = adornments.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await adornments.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await adornments.getByRole('textbox', { name: 'Weight' }).fill('2.5');
    await expect(adornments.getByTestId('adornment-values')).toHaveText(
      'Price: € 49.90 · Weight: 2.5 kg · Password: 6 characters',
    );

    const validation = page.getByRole('region', { name: 'Helper text and validation' });
    const email = validation.getByRole('textbox', { name: 'Email address' });
    await expect(validation.getByText('We only use it to answer you.')).toBeVisible();
    await email.fill('jo');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(
      validation.getByText('This is not an email address yet, e.g. name@example.com.'),
    ).toBeVisible();
    await email.fill('jo@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await validation.getByRole('button', { name: 'Send' }).click();
    await expect(validation.getByTestId('validation-result')).toHaveText('Sent to jo@example.com.');

    const multiline = page.getByRole('region', { name: 'Select and multiline' });
    await multiline.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: 'Refund' }).click();
    await expect(multiline.getByRole('combobox', { name: 'Topic' })).toHaveText('Refund');
    const message = multiline.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAttribute('placeholder', 'Tell us about: Refund');
    await message.fill('Hello');
    await expect(multiline.getByText('5 / 200 characters')).toBeVisible();

    const states = page.getByRole('region', { name: 'Required, number, disabled and read-only' });
    await states.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await expect(states.getByTestId('order-total')).toHaveText('3 items: €37.50');
    await states.getByRole('switch', { name: 'Disabled' }).check();
    await expect(states.getByRole('textbox', { name: 'Order reference' })).toBeDisabled();
    await states.getByRole('switch', { name: 'Disabled' }).uncheck();
    await states.getByRole('switch', { name: 'Read-only' }).check();
    await expect(states.getByRole('textbox', { name: 'Order reference' })).toHaveAttribute('readonly', '');

    await expectCodeShown(validation, 'textfield', 'validation-demo.tsx', 'export function ValidationDemo');
  });

  test('timeline: positions change and the live timeline grows', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'timeline', 'Timeline');
    const positions = page.getByRole('region', { name: 'Positions' });
    const timeline = positions.getByTestId('positions-timeline');
    await expect(timeline).toHaveClass(/MuiTimeline-positionRight/);
    await positions.getByRole('button', { name: 'alternate', exact: true }).click();
    await expect(timeline).toHaveClass(/MuiTimeline-positionAlternate/);
    await expect(timeline.getByText('Signed up')).toBeVisible();

    const dots = page.getByRole('region', { name: 'Opposite content, colours and icons' });
    await expect(dots.getByText('09:14')).toBeVisible();
    await expect(dots.locator('.MuiTimelineDot-outlined')).toHaveCount(2);

    const live = page.getByRole('region', { name: 'Live timeline' });
    await expect(live.getByTestId('live-event')).toHaveText(['#1 Build started']);
    await live.getByRole('button', { name: 'Add an event' }).click();
    await live.getByRole('button', { name: 'Add an event' }).click();
    await expect(live.getByTestId('event-count')).toHaveText('3 events');
    await expect(live.getByTestId('live-event')).toHaveText([
      '#3 Deployed to production',
      '#2 Tests running',
      '#1 Build started',
    ]);

    await expectCodeShown(live, 'timeline', 'live-timeline-demo.tsx', 'export function LiveTimelineDemo');
  });

  test('transfer-list: ticked items move across, buttons with nothing to move are disabled', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'transfer-list', 'Transfer list');
    const basic = page.getByRole('region', { name: 'Basic transfer list' });
    const available = basic.getByRole('list', { name: 'Available columns' });
    const shown = basic.getByRole('list', { name: 'Shown columns' });
    const moveToShown = basic.getByRole('button', { name: 'Move selected to Shown columns' });
    await expect(moveToShown).toBeDisabled();
    await expect(basic.getByRole('button', { name: 'Move selected to Available columns' })).toBeDisabled();
    await available.getByText('Email').click();
    await available.getByRole('checkbox').nth(3).check();
    await moveToShown.click();
    await expect(shown.getByRole('listitem')).toHaveText([
      'Country',
      'City',
      'Last sign-in',
      'Email',
      'Company',
    ]);
    await expect(available.getByRole('listitem')).toHaveText(['Name', 'Phone', 'Role']);
    await expect(moveToShown).toBeDisabled();
    await basic.getByRole('button', { name: 'Move all to Available columns' }).click();
    await expect(shown.getByRole('listitem')).toHaveCount(0);
    await expect(available.getByRole('listitem')).toHaveCount(8);
    await expect(basic.getByRole('button', { name: 'Move all to Available columns' })).toBeDisabled();

    const enhanced = page.getByRole('region', { name: 'Select all and counts' });
    await expect(enhanced.getByText('0/3 selected')).toHaveCount(2);
    await enhanced.getByRole('checkbox', { name: 'Select all in Not allowed' }).check();
    await expect(enhanced.getByText('3/3 selected')).toBeVisible();
    await enhanced.getByRole('button', { name: 'Move selected to Allowed' }).click();
    await expect(
      enhanced.getByRole('list', { name: 'Allowed', exact: true }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(enhanced.getByText('0/6 selected')).toBeVisible();
    await expect(enhanced.getByRole('checkbox', { name: 'Select all in Not allowed' })).toBeDisabled();

    await expectCodeShown(
      basic,
      'transfer-list',
      'basic-transfer-list-demo.tsx',
      'export function BasicTransferListDemo',
    );
  });

  for (const direction of ['ltr', 'rtl'] as const) {
    test(`transfer-list: in ${direction} the arrows point to the list they move to`, async ({ page }) => {
      await useSettings(page, { themeDirection: direction });
      await page.setViewportSize(desktop);
      await openPage(page, '/components/transfer-list');
      const basic = page.getByRole('region', { name: 'Basic transfer list' });
      const centre = async (name: string) => {
        const box = (await basic.getByRole('list', { name }).boundingBox())!;
        return box.x + box.width / 2;
      };
      const shownIsRight = (await centre('Shown columns')) > (await centre('Available columns'));
      expect(shownIsRight).toBe(direction === 'ltr');
      // The arrow's path points right; a mirrored icon points left.
      const pointsRight = async (name: string) =>
        basic
          .getByRole('button', { name })
          .locator('svg')
          .evaluate((svg) => getComputedStyle(svg).transform === 'none');
      expect(await pointsRight('Move selected to Shown columns')).toBe(shownIsRight);
      expect(await pointsRight('Move all to Shown columns')).toBe(shownIsRight);
      expect(await pointsRight('Move selected to Available columns')).toBe(!shownIsRight);
    });
  }

  test('tree-view: expand and collapse all, select, keyboard, checkboxes', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'tree-view', 'Tree view');
    const files = page.getByRole('region', { name: 'File system' });
    const tree = files.getByRole('tree', { name: 'Files' });
    const selectedFile = files.getByTestId('selected-file');
    await expect(selectedFile).toHaveText('Selected: cv.pdf');
    await expect(tree.getByRole('treeitem', { name: 'invoice-1001.pdf', exact: true })).toBeHidden();
    await files.getByRole('button', { name: 'Expand all' }).click();
    await tree.getByRole('treeitem', { name: 'invoice-1001.pdf', exact: true }).click();
    await expect(selectedFile).toHaveText('Selected: invoice-1001.pdf');
    await expect(tree.getByRole('treeitem', { name: 'main.tsx', exact: true })).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: /^System/ })).toHaveAttribute('aria-disabled', 'true');

    await files.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByRole('treeitem', { name: 'main.tsx', exact: true })).toBeHidden();
    await expect(files.getByRole('button', { name: 'Collapse all' })).toBeDisabled();

    // The keyboard: down to Pictures, open it with the right arrow, down to its first file, select it.
    await tree.getByRole('treeitem', { name: /^Documents/ }).focus();
    await page.keyboard.press('ArrowDown');
    const pictures = tree.getByRole('treeitem', { name: /^Pictures/ });
    await expect(pictures).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(pictures).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { name: 'holiday.jpg', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selectedFile).toHaveText('Selected: holiday.jpg');

    const checkboxes = page.getByRole('region', { name: 'Multiple selection with checkboxes' });
    const summary = checkboxes.getByTestId('selected-permissions');
    await expect(summary).toHaveText('1 permission: Posts');
    // The tree items carry the state (aria-checked); their boxes are hidden from assistive technology.
    const item = (name: string) => checkboxes.getByRole('treeitem', { name, exact: true });
    const box = (name: string) => item(name).locator('input[type="checkbox"]').first();
    await box('Shop').click();
    await expect(summary).toHaveText('4 permissions: Posts, Products, Orders, Customers');
    await expect(item('Orders')).toHaveAttribute('aria-checked', 'true');
    await box('Orders').click();
    await expect(item('Shop')).not.toHaveAttribute('aria-checked', 'true');
    await expect(summary).toHaveText('3 permissions: Posts, Products, Customers');

    await expectCodeShown(
      files,
      'tree-view',
      'file-system-tree-demo.tsx',
      'export function FileSystemTreeDemo',
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
