import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { solidPng } from './solid-png';
import { signInTo } from './work-area-helpers';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The Extra pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'chart', title: 'Chart' },
  { slug: 'map', title: 'Map' },
  { slug: 'editor', title: 'Editor' },
  { slug: 'upload', title: 'Upload' },
];

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
    await group.getByRole('link', { name: /^Map/ }).click();
    await expect(page).toHaveURL(/\/components\/map$/);
    await expect(heading(page)).toHaveText('Map');
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
    await pie.getByRole('button', { name: 'Pie', exact: true }).click();
    // The first slice (54 %) fills the right half of the pie.
    const slice = pie.locator('.MuiPieChart-arc').first();
    const sliceBox = (await slice.boundingBox())!;
    await slice.click({ position: { x: sliceBox.width * 0.75, y: sliceBox.height * 0.5 } });
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

  test('map: works with no network; a marker opens its popup, zoom and fly-to move the map', async ({
    page,
    baseURL,
  }) => {
    // Every request to another origin is refused and remembered: the maps must need none.
    const appOrigin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    await page.route(
      (url) => url.origin !== appOrigin,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    await openEntry(page, 'map', 'Map');

    const world = page.getByRole('region', { name: 'World map' });
    const worldMap = world.getByRole('group', { name: 'World map of countries' });
    await expect(worldMap.locator('path.leaflet-interactive')).toHaveCount(177);
    await expect(worldMap.getByText('Natural Earth')).toBeVisible();
    // Brazil is the 30th shape of the data.
    await worldMap.locator('path.leaflet-interactive').nth(29).click();
    await expect(world.getByTestId('clicked-country')).toHaveText('You clicked: Brazil');
    await expect(worldMap.locator('.leaflet-popup-content')).toHaveText('Brazil');

    const markers = page.getByRole('region', { name: 'Markers, popups and fly-to' });
    const markersMap = markers.getByRole('group', { name: 'Map of five cities' });
    // The map first fits the whole world to its width: the level it starts at depends on that width.
    const zoomLevel = markers.getByTestId('zoom-level');
    await expect(zoomLevel).toHaveText(/^Zoom level: \d+$/);
    const startLevel = Number((await zoomLevel.textContent())!.split(': ')[1]);
    await markersMap.getByRole('button', { name: 'Tokyo' }).click();
    await expect(markersMap.locator('.leaflet-popup-content')).toHaveText('Tokyo, Japan: design studio');
    await markersMap.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomLevel).toHaveText(`Zoom level: ${startLevel + 1}`);
    await markers.getByRole('button', { name: 'Fly to Nairobi' }).click();
    await expect(markersMap.getByText('Nairobi, Kenya: engineering hub')).toBeVisible();
    await expect(markersMap.getByText('Tokyo, Japan: design studio')).toHaveCount(0);
    await expect(zoomLevel).toHaveText('Zoom level: 5');

    const choropleth = page.getByRole('region', { name: 'Choropleth' });
    await choropleth.getByRole('button', { name: 'Orders' }).click();
    await expect(choropleth.getByRole('group', { name: 'Orders per country' })).toBeVisible();

    await expectCodeShown(markers, 'map', 'city-markers-demo.tsx', 'export function CityMarkersDemo');
    expect(elsewhere).toEqual([]);
  });

  test('editor: typing updates the cleaned preview; compact counts, read-only switches', async ({ page }) => {
    await openEntry(page, 'editor', 'Editor');
    const full = page.getByRole('region', { name: 'Full editor with live preview' });
    const editor = full.getByTestId('full-editor');
    await expect(full.getByTestId('editor-preview').getByRole('heading')).toHaveText('Spring collection');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await full.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Free delivery');
    await expect(full.getByTestId('editor-preview').locator('strong').last()).toHaveText('Free delivery');
    await expect(full.getByTestId('editor-html')).toContainText('<strong>Free delivery</strong>');

    const compact = page.getByRole('region', { name: 'Compact' });
    await expect(compact.getByTestId('characters-left')).toHaveText('128 characters left');
    await compact.getByRole('textbox', { name: 'Comment' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Ship it');
    await expect(compact.getByTestId('characters-left')).toHaveText('120 characters left');

    const readOnly = page.getByRole('region', { name: 'Read-only' });
    const article = readOnly.getByRole('textbox', { name: 'Care guide' });
    await expect(article).toHaveAttribute('contenteditable', 'false');
    await readOnly.getByRole('switch', { name: 'Editable' }).check();
    await expect(article).toHaveAttribute('contenteditable', 'true');

    await expectCodeShown(full, 'editor', 'full-editor-demo.tsx', 'export function FullEditorDemo');
  });

  test('upload: a visitor who is not signed in is told to sign in', async ({ page }) => {
    await openEntry(page, 'upload', 'Upload');
    const single = page.getByRole('region', { name: 'Single file' });
    await expect(single.getByTestId('sign-in-notice')).toHaveText(
      'Uploading needs an account: sign in to try these demos.',
    );
    await expect(single.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    await expect(page.getByTestId('sign-in-notice')).toHaveCount(3);
    await single.getByRole('link', { name: 'sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('upload: signed in, real images upload; a file of the wrong type is refused', async ({ page }) => {
    test.setTimeout(90_000);
    await signInTo(page, '/auth/login');
    await openEntry(page, 'upload', 'Upload');
    const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(8, 8, [0, 171, 85]) });

    const single = page.getByRole('region', { name: 'Single file' });
    await expect(single.getByTestId('sign-in-notice')).toHaveCount(0);
    await single.getByTestId('single-file-input').setInputFiles(png('swatch.png'));
    await expect(single.getByTestId('upload-state')).toHaveText(/^Uploaded to \/uploads\/.+\.png$/);

    const multiple = page.getByRole('region', { name: 'Multiple files' });
    await multiple
      .getByTestId('multiple-file-input')
      .setInputFiles([
        png('first.png'),
        png('second.png'),
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      ]);
    await expect(multiple.getByTestId('uploaded-count')).toHaveText('2 of 3 files uploaded');
    await expect(multiple.getByTestId('upload-row').filter({ hasText: 'notes.txt' })).toContainText(
      'Image must be a JPEG, PNG, WebP or GIF file',
    );
    await multiple.getByRole('button', { name: 'Remove notes.txt' }).click();
    await expect(multiple.getByTestId('upload-row')).toHaveCount(2);
    await expect(multiple.getByTestId('uploaded-count')).toHaveText('2 of 2 files uploaded');

    const avatar = page.getByRole('region', { name: 'Avatar' });
    await avatar.getByTestId('avatar-file-input').setInputFiles(png('me.png'));
    await expect(avatar.getByTestId('avatar-state')).toHaveText('Picture uploaded.');
    await expect(avatar.getByTestId('avatar-picture').locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await expectCodeShown(
      multiple,
      'upload',
      'multiple-upload-demo.tsx',
      'export function MultipleUploadDemo',
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
