import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The Extra pages of this spec in the overview's order, with their English titles. */
const entries = [{ slug: 'chart', title: 'Chart' }];

failOnPageProblems();

test.describe('components showcase: Extra pages (chart, map, editor, upload)', () => {
  test('/components lists the cards under the Extra heading, in order', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    const group = page.getByRole('region', { name: 'Extra' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('Extra');
    const titles = await group.getByRole('heading', { level: 3 }).allTextContents();
    const mine = entries.map(({ title }) => title);
    expect(titles.filter((title) => mine.includes(title))).toEqual(mine);
    await group.getByRole('link', { name: /^Chart/ }).click();
    await expect(page).toHaveURL(/\/components\/chart$/);
    await expect(heading(page)).toHaveText('Chart');
  });

  test('chart: the controls change the data and the charts redraw', async ({ page }) => {
    await openEntry(page, 'chart', 'Chart');
    const line = page.getByRole('region', { name: 'Line and area' });
    const lineChart = line.getByRole('figure', { name: 'Visitors and buyers over the chosen period' });
    await expect(lineChart.locator('svg').first()).toBeVisible();
    await expect(line.getByTestId('line-total')).toHaveText('Visitors in the period: 7,527');
    await expect(lineChart.getByText('Sun', { exact: true })).toBeVisible();
    await line.getByRole('button', { name: 'Last 12 months' }).click();
    await expect(line.getByTestId('line-total')).toHaveText('Visitors in the period: 199,500');
    await expect(lineChart.getByText('Dec', { exact: true })).toBeVisible();
    await expect(lineChart.getByText('Buyers')).toBeVisible();

    const bar = page.getByRole('region', { name: 'Bar: grouped and stacked' });
    await expect(bar.getByTestId('bar-summary')).toHaveText('3 channels, side by side');
    await bar.getByRole('button', { name: 'Stacked' }).click();
    await bar.getByRole('checkbox', { name: 'Wholesale' }).uncheck();
    await expect(bar.getByTestId('bar-summary')).toHaveText('2 channels, stacked');
    const barChart = bar.getByRole('figure', { name: 'Sales per quarter and channel' });
    await expect(barChart.getByText('In store')).toBeVisible();
    await expect(barChart.getByText('Wholesale')).toHaveCount(0);

    const pie = page.getByRole('region', { name: 'Pie and donut' });
    await expect(pie.getByTestId('picked-slice')).toHaveText('Click a slice to pick it.');
    await pie.locator('path[class*="MuiPieArc"]').first().click();
    await expect(pie.getByTestId('picked-slice')).toHaveText('Desktop: 54 % of visits');

    const sparkline = page.getByRole('region', { name: 'Sparkline' });
    await expect(sparkline.getByTestId('sparkline-orders')).toHaveText('28');
    await sparkline.getByRole('button', { name: 'Add a day' }).click();
    await expect(sparkline.getByTestId('sparkline-orders')).toHaveText('30');
    await expect(sparkline.getByRole('figure', { name: 'Orders over the last 8 days' })).toBeVisible();

    const gauge = page.getByRole('region', { name: 'Gauge' });
    await gauge.getByRole('slider', { name: 'Progress towards the goal' }).focus();
    await page.keyboard.press('End');
    await expect(gauge.getByRole('figure', { name: 'Goal reached: 100 %' })).toHaveCount(2);

    await expectCodeShown(bar, 'chart', 'bar-demo.tsx', 'export function BarDemo');
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
