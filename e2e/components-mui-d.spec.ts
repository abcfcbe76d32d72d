import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The MUI pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'pickers', title: 'Date and time pickers' },
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
    await basic.getByRole('button', { name: /^Choose date/ }).first().click();
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
    await expect(range.getByTestId('chosen-range')).toHaveText('3 nights: 20 November 2026 to 23 November 2026');
    await range.getByRole('button', { name: /^Choose date/ }).first().click();
    await page.getByRole('dialog').getByRole('gridcell', { name: '25' }).click();
    await expect(range.getByTestId('chosen-range')).toHaveText('1 night: 25 November 2026 to 26 November 2026');

    const variants = page.getByRole('region', { name: 'Desktop, mobile and inline' });
    await variants.getByRole('gridcell', { name: '12' }).click();
    await expect(variants.getByTestId('shared-day')).toHaveText('Chosen: 12 November 2026');

    await expectCodeShown(range, 'pickers', 'date-range-demo.tsx', 'export function DateRangeDemo');
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
