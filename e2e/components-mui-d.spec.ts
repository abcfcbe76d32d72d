import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The MUI pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'pickers', title: 'Date and time pickers' },
  { slug: 'popover', title: 'Popover' },
  { slug: 'progress', title: 'Progress' },
  { slug: 'slider', title: 'Slider' },
  { slug: 'snackbar', title: 'Snackbar' },
  { slug: 'stepper', title: 'Stepper' },
  { slug: 'tooltip', title: 'Tooltip' },
];

failOnPageProblems();

test.describe('components showcase: MUI pages (pickers, popover, progress, slider, snackbar, stepper, tooltip)', () => {
  test('/components lists the seven cards under the MUI heading, in order', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    const group = page.getByRole('region', { name: 'MUI' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('MUI');
    const titles = await group.getByRole('heading', { level: 3 }).allTextContents();
    const mine = entries.map(({ title }) => title);
    expect(titles.filter((title) => mine.includes(title))).toEqual(mine);
    await group.getByRole('link', { name: /^Date and time pickers/ }).click();
    await expect(page).toHaveURL(/\/components\/pickers$/);
    await expect(heading(page)).toHaveText('Date and time pickers');
  });

  test('pickers: a picked day, a stay and another language show on the page', async ({ page }) => {
    await openEntry(page, 'pickers', 'Date and time pickers');
    const basic = page.getByRole('region', { name: 'Date, time and date-time' });
    await expect(basic.getByTestId('chosen-date')).toHaveText('Chosen: 20 November 2026');
    await expect(basic.getByTestId('chosen-time')).toHaveText('Chosen: 14:30');
    await expect(basic.getByTestId('chosen-date-time')).toHaveText('Chosen: 20 Nov 2026, 14:30');
    await basic
      .getByRole('button', { name: /^Choose date/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('gridcell', { name: '24' }).click();
    await expect(basic.getByTestId('chosen-date')).toHaveText('Chosen: 24 November 2026');

    const languages = page.getByRole('region', { name: 'In three languages' });
    await expect(languages.getByTestId('localized-day')).toHaveText('20 November 2026');
    await languages.getByRole('radio', { name: 'French' }).check();
    await expect(languages.getByTestId('localized-day')).toHaveText('20 novembre 2026');
    await expect(languages.getByText('novembre 2026', { exact: true })).toBeVisible();
    await languages.getByRole('gridcell', { name: '3', exact: true }).click();
    await expect(languages.getByTestId('localized-day')).toHaveText('3 novembre 2026');

    const range = page.getByRole('region', { name: 'A date range from two pickers' });
    await expect(range.getByTestId('chosen-range')).toHaveText(
      '3 nights: 20 November 2026 to 23 November 2026',
    );
    await range
      .getByRole('button', { name: /^Choose date/ })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('gridcell', { name: '25' }).click();
    await expect(range.getByTestId('chosen-range')).toHaveText(
      '1 night: 25 November 2026 to 26 November 2026',
    );

    const variants = page.getByRole('region', { name: 'Desktop, mobile and inline' });
    await variants.getByRole('gridcell', { name: '12' }).click();
    await expect(variants.getByTestId('shared-day')).toHaveText('Chosen: 12 November 2026');

    await expectCodeShown(range, 'pickers', 'date-range-demo.tsx', 'export function DateRangeDemo');
  });

  test('popover: it opens where its origins say, on hover, and renames from its form', async ({ page }) => {
    await openEntry(page, 'popover', 'Popover');
    const click = page.getByRole('region', { name: 'Click to open' });
    await click.getByRole('button', { name: 'Open popover' }).click();
    await expect(page.getByText('The content of the popover.', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('The content of the popover.', { exact: false })).toBeHidden();

    const anchor = page.getByRole('region', { name: 'Anchor and transform origin' });
    const opener = anchor.getByRole('button', { name: 'Open here' });
    const content = page.getByText('Placed by the two origins.');
    // Measured while it is closed: an open popover hides the rest of the page from the accessibility tree.
    await opener.scrollIntoViewIfNeeded();
    const button = (await opener.boundingBox())!;
    await opener.click();
    let paper = (await content.boundingBox())!;
    // bottom-left of the button, top-left of the popover: below the button.
    expect(paper.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
    await page.keyboard.press('Escape');
    await expect(content).toBeHidden();
    const anchorVertical = anchor.getByRole('radiogroup', { name: 'Vertical' }).first();
    const transformVertical = anchor.getByRole('radiogroup', { name: 'Vertical' }).nth(1);
    await anchorVertical.getByRole('radio', { name: 'top' }).check();
    await transformVertical.getByRole('radio', { name: 'bottom' }).check();
    await expect(anchor.getByText("anchorOrigin={{ vertical: 'top', horizontal: 'left' }}")).toBeVisible();
    await opener.click();
    await expect(content).toBeVisible();
    paper = (await content.boundingBox())!;
    // Now above it.
    expect(paper.y + paper.height).toBeLessThanOrEqual(button.y + 1);
    await page.keyboard.press('Escape');

    const hover = page.getByRole('region', { name: 'On hover, or with the keyboard' });
    await hover.getByTestId('hover-target').hover();
    await expect(page.getByText('Lead engineer, joined in 2021')).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByText('Lead engineer, joined in 2021')).toBeHidden();
    await hover.getByRole('button', { name: 'Show the profile of Ada Lovelace' }).press('Enter');
    await expect(page.getByText('Lead engineer, joined in 2021')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Lead engineer, joined in 2021')).toBeHidden();

    const form = page.getByRole('region', { name: 'A small form inside' });
    await expect(form.getByTestId('project-name')).toHaveText('Website redesign');
    await form.getByRole('button', { name: 'Rename' }).click();
    const field = page.getByRole('textbox', { name: 'Project name' });
    await expect(field).toBeFocused();
    await page.keyboard.type('Launch plan');
    await page.keyboard.press('Enter');
    await expect(form.getByTestId('project-name')).toHaveText('Launch plan');

    await expectCodeShown(anchor, 'popover', 'anchor-origin-demo.tsx', 'export function AnchorOriginDemo');
  });

  test('progress: the simulated upload fills to 100% and says it is done', async ({ page }) => {
    await openEntry(page, 'progress', 'Progress');
    const upload = page.getByRole('region', { name: 'A simulated upload' });
    const status = upload.getByTestId('upload-status');
    await expect(status).toHaveText('Ready to upload.');
    await upload.getByRole('button', { name: 'Start upload' }).click();
    await expect(status).toHaveText(/^Uploading… \d+%$/);
    await expect(status).toHaveText('Done: the file is uploaded.');
    await expect(upload.getByRole('progressbar', { name: 'Upload progress, 100%' })).toHaveCount(2);
    await expect(upload.getByText('100%', { exact: true })).toBeVisible();

    await upload.getByRole('button', { name: 'Upload again' }).click();
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(status).toHaveText(/^Upload cancelled at \d+%\.$/);

    const linear = page.getByRole('region', { name: 'Linear' });
    await expect(linear.getByRole('progressbar', { name: '60% done' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expectCodeShown(
      upload,
      'progress',
      'upload-progress-demo.tsx',
      'export function UploadProgressDemo',
    );
  });

  test('slider: the field follows the thumb and back, the range keeps its distance', async ({ page }) => {
    await openEntry(page, 'slider', 'Slider');
    const continuous = page.getByRole('region', { name: 'Continuous, with a field in sync' });
    const volume = continuous.getByRole('slider', { name: 'Volume' });
    const field = continuous.getByRole('spinbutton', { name: 'Volume' });
    await expect(field).toHaveValue('30');
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(field).toHaveValue('32');
    await expect(continuous.getByTestId('volume-value')).toHaveText('Volume: 32');
    await field.fill('75');
    await expect(volume).toHaveAttribute('aria-valuenow', '75');
    await field.fill('180');
    await field.blur();
    await expect(field).toHaveValue('100');
    await expect(volume).toHaveAttribute('aria-valuenow', '100');

    const discrete = page.getByRole('region', { name: 'Discrete, with marks' });
    await expect(discrete.getByTestId('temperature')).toHaveText('Temperature: 37 °C');
    await discrete.getByRole('slider', { name: 'Temperature: 37 °C' }).press('ArrowRight');
    await expect(discrete.getByTestId('temperature')).toHaveText('Temperature: 100 °C');

    const range = page.getByRole('region', { name: 'Range', exact: true });
    await expect(range.getByTestId('price-range')).toHaveText('From €20 to €60');
    const lowest = range.getByRole('slider', { name: 'Lowest price' });
    await lowest.focus();
    await page.keyboard.press('End');
    await expect(range.getByTestId('price-range')).toHaveText('From €50 to €60');

    const vertical = page.getByRole('region', { name: 'Vertical' });
    await vertical.getByRole('slider', { name: 'Bass' }).press('ArrowUp');
    await expect(vertical.getByTestId('level-bass')).toHaveText('Bass 61');

    await expectCodeShown(
      continuous,
      'slider',
      'continuous-slider-demo.tsx',
      'export function ContinuousSliderDemo',
    );
  });

  test('snackbar: toasts in each variant and place, an undo that restores, an MUI snackbar', async ({
    page,
  }) => {
    await openEntry(page, 'snackbar', 'Snackbar');
    const variants = page.getByRole('region', { name: "The toaster's variants" });
    await variants.getByRole('button', { name: 'success' }).click();
    await expect(page.getByText('The invoice was sent.')).toBeVisible();
    await variants.getByRole('button', { name: 'error' }).click();
    await expect(page.getByText('The file could not be uploaded.')).toBeVisible();

    const undo = page.getByRole('region', { name: 'With an action: undo' });
    await expect(undo.getByTestId('file-count')).toHaveText('4 files');
    await undo.getByRole('button', { name: 'Delete budget.xlsx' }).click();
    await expect(undo.getByTestId('file-count')).toHaveText('3 files');
    await expect(undo.getByText('budget.xlsx')).toBeHidden();
    await expect(page.getByText('budget.xlsx deleted')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(undo.getByTestId('file-count')).toHaveText('4 files');
    await expect(undo.getByRole('listitem')).toHaveText([
      'brief.pdf',
      'moodboard.png',
      'budget.xlsx',
      'contract.docx',
    ]);
    await expect(page.getByText('budget.xlsx deleted')).toBeHidden();

    const positions = page.getByRole('region', { name: 'Positions' });
    await positions.getByRole('radio', { name: 'bottom-left' }).check();
    await positions.getByRole('button', { name: 'Show a toast' }).click();
    const shown = page.getByText('Shown at bottom-left');
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.x).toBeLessThan(desktop.width / 2);
    expect(box.y).toBeGreaterThan(desktop.height / 2);

    const mui = page.getByRole('region', { name: 'MUI Snackbar with an Alert' });
    await mui.getByRole('button', { name: 'Save the draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The draft is saved.' })).toBeVisible();
    await expect(mui.getByTestId('snackbar-state')).toHaveText('The snackbar is showing.');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The draft is saved.' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(mui.getByTestId('snackbar-state')).toHaveText('No snackbar showing.');
    await expect(page.getByText('The draft is saved.')).toBeHidden();

    await expectCodeShown(undo, 'snackbar', 'toast-undo-demo.tsx', 'export function ToastUndoDemo');
  });

  test('stepper: next, skip, finish and reset; any order; vertical; dots', async ({ page }) => {
    await openEntry(page, 'stepper', 'Stepper');
    const linear = page.getByRole('region', { name: 'Linear, with an optional step' });
    const current = linear.getByTestId('linear-step');
    await expect(current).toHaveText('Step 1: Create an account');
    await linear.getByRole('button', { name: 'Next' }).click();
    await expect(current).toHaveText('Step 2: Add a profile photo');
    await linear.getByRole('button', { name: 'Skip' }).click();
    await expect(current).toHaveText('Step 3: Review and confirm');
    await linear.getByRole('button', { name: 'Finish' }).click();
    await expect(current).toHaveText('All steps finished (1 skipped).');
    await linear.getByRole('button', { name: 'Reset' }).click();
    await expect(current).toHaveText('Step 1: Create an account');
    await linear.getByRole('switch', { name: 'Labels under the icons' }).check();
    await expect(linear.locator('.MuiStepper-root')).toHaveClass(/MuiStepper-alternativeLabel/);

    const nonLinear = page.getByRole('region', { name: 'Non-linear' });
    await nonLinear.getByRole('button', { name: 'Hire the band' }).click();
    await expect(nonLinear.getByTestId('non-linear-status')).toHaveText('0 of 3 done. Now: Hire the band');
    await nonLinear.getByRole('button', { name: 'Complete this step' }).click();
    await expect(nonLinear.getByTestId('non-linear-status')).toHaveText('1 of 3 done. Now: Book the venue');

    const vertical = page.getByRole('region', { name: 'Vertical' });
    await expect(vertical.getByText('Name the campaign and set its budget and dates.')).toBeVisible();
    await vertical.getByRole('button', { name: 'Continue' }).click();
    await expect(vertical.getByText('Choose the countries, languages and interests to reach.')).toBeVisible();
    await expect(vertical.getByText('Name the campaign and set its budget and dates.')).toBeHidden();

    const mobileStepper = page.getByRole('region', { name: 'Mobile stepper' });
    await expect(mobileStepper.getByTestId('tour-title')).toHaveText('Welcome');
    await mobileStepper.getByRole('button', { name: 'Next' }).click();
    await expect(mobileStepper.getByTestId('tour-title')).toHaveText('Projects');
    await expect(mobileStepper.locator('.MuiMobileStepper-dotActive')).toHaveCount(1);

    await expectCodeShown(linear, 'stepper', 'linear-stepper-demo.tsx', 'export function LinearStepperDemo');
  });

  test('tooltip: placements on hover and on keyboard focus, a disabled button, a count that changes', async ({
    page,
  }) => {
    await openEntry(page, 'tooltip', 'Tooltip');
    const placements = page.getByRole('region', { name: 'Twelve placements' });
    const bottomEnd = placements.getByRole('button', { name: 'bottom-end' });
    await bottomEnd.hover();
    const tip = page.getByRole('tooltip', { name: 'Placed bottom-end' });
    await expect(tip).toBeVisible();
    const button = (await bottomEnd.boundingBox())!;
    expect((await tip.boundingBox())!.y).toBeGreaterThanOrEqual(button.y + button.height);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    // The keyboard: Tab onto "left" opens its tooltip, on its left.
    await placements.getByRole('button', { name: 'left-start' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(placements.getByRole('button', { name: 'left', exact: true })).toBeFocused();
    const left = page.getByRole('tooltip', { name: 'Placed left', exact: true });
    await expect(left).toBeVisible();
    const leftButton = (await placements.getByRole('button', { name: 'left', exact: true }).boundingBox())!;
    const leftTip = (await left.boundingBox())!;
    expect(leftTip.x + leftTip.width).toBeLessThanOrEqual(leftButton.x);
    await page.keyboard.press('Escape');
    await expect(left).toBeHidden();

    const behaviours = page.getByRole('region', { name: /^Arrow, delays/ });
    await behaviours.getByTestId('disabled-wrapper').hover();
    await expect(page.getByRole('tooltip', { name: 'You cannot do this yet' })).toBeVisible();
    await behaviours.getByTestId('follow-area').hover();
    await expect(page.getByRole('tooltip', { name: 'I follow the cursor' })).toBeVisible();

    const rich = page.getByRole('region', { name: 'Rich content' });
    await rich.getByRole('button', { name: 'Keyboard shortcuts' }).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Ctrl + Z' })).toBeVisible();
    const like = rich.getByRole('button', { name: 'Like' });
    await like.hover();
    await expect(page.getByRole('tooltip', { name: '12 people like this' })).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tooltip', { name: 'You and 12 others like this' })).toBeVisible();

    await expectCodeShown(placements, 'tooltip', 'placements-demo.tsx', 'export function PlacementsDemo');
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
