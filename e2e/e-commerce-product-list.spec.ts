import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { NewProductInput, ProductSearchResponse } from '@/contract/product-catalogue';
import type { ProductResponse } from '@/contract/products';
import { failOnPageProblems } from './page-problems';
import {
  apiGet,
  apiPost,
  expectAxeClean,
  shot,
  signInAsNewMember,
  signInTo,
  useTheme,
  expectNoPageOverflow,
} from './work-area-helpers';

const listPath = '/dashboard/e-commerce/list';
const grid = (page: Page) => page.getByRole('grid', { name: 'Products' });
/** The data rows (the header row has no row id). */
const rows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const rowNamed = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
const firstRowName = (page: Page) => rows(page).first().getByRole('link').first();

/** Products of this spec, so the seeded catalogue the other specs rely on stays as it is. */
const probe = (name: string, price: number): NewProductInput => ({
  name,
  description: `<p>${name}, made for the product list spec.</p>`,
  images: ['/images/product/5.svg'],
  category: 'Accessories',
  price,
  available: 30,
});

async function createProbe(page: Page, name: string, price: number) {
  const { status } = await apiPost<ProductResponse>(page, '/api/products/new', probe(name, price));
  expect(status).toBe(200);
}


test.describe('e-commerce product list', () => {
  failOnPageProblems();

  test('an admin searches, sorts, pages, reloads, and deletes products in bulk and one by one', async ({
    page,
  }) => {
    // A long walk through the screen, with three reloads and axe twice.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, listPath);
    await createProbe(page, 'Probe Desk Lamp', 12);
    await createProbe(page, 'Probe Floor Lantern', 88);
    await createProbe(page, 'Probe Wall Clock', 40);
    await page.reload();

    await expect(page).toHaveTitle(`Ecommerce: Product List | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product List' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/dashboard/e-commerce/product/new',
    );
    // Newest first, 10 a page, of all 27 products.
    await expect(rows(page)).toHaveCount(10);
    await expect(firstRowName(page)).toHaveText('Probe Wall Clock');
    await expect(page.getByText('1–10 of 27')).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'list-1440-light');

    // Page size.
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '25' }).click();
    await expect(page).toHaveURL(/pageSize=25/);
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByText('1–25 of 27')).toBeVisible();

    // Search.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('probe');
    await expect(page).toHaveURL(/q=probe/);
    await expect(rows(page)).toHaveCount(3);

    // Sort by price, both ways: the first row follows.
    const priceHeader = grid(page).getByRole('columnheader', { name: 'Price' });
    await priceHeader.click();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(firstRowName(page)).toHaveText('Probe Desk Lamp');
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await priceHeader.click();
    await expect(page).toHaveURL(/sort=priceDesc/);
    await expect(firstRowName(page)).toHaveText('Probe Floor Lantern');
    await expect(rows(page).first()).toContainText('$88.00');

    // A reload keeps search, order and page size (settled first: a reload aborts what is still loading).
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('probe');
    await expect(grid(page).getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByRole('combobox', { name: 'Rows per page:' })).toHaveText('25');
    await expect(firstRowName(page)).toHaveText('Probe Floor Lantern');

    // One product from its row's menu, after confirming.
    await rowNamed(page, 'Probe Wall Clock').getByRole('button', { name: 'more' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const single = page.getByRole('dialog', { name: 'Delete 1 product?' });
    await expect(single).toContainText(
      '“Probe Wall Clock” will be removed from the shop. This cannot be undone.',
    );
    // The row menu fades out behind the dialog: axe would read its fading texts as faint.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expectAxeClean(page);
    await single.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Two at once, after confirming.
    for (const name of ['Probe Desk Lamp', 'Probe Floor Lantern'])
      await rowNamed(page, name).getByRole('checkbox', { name: 'Select row' }).check();
    await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
    await shot(page, 'list-1440-selected');
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Delete 2 products?' });
    await expect(bulk).toContainText(
      'The 2 selected products will be removed from the shop. This cannot be undone.',
    );
    await bulk.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 products deleted')).toBeVisible();
    await expect(bulk).toBeHidden();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByTestId('selection-count')).toHaveCount(0);

    // Gone after a reload, from the server and from the shop.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('probe');
    await expect(grid(page).getByText('No rows')).toBeVisible();
    expect((await apiGet<ProductSearchResponse>(page, '/api/products/search?q=probe')).total).toBe(0);
    await page.goto('/dashboard/e-commerce/shop?q=probe');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  });

  test('a member sees the list read-only: no selection, no actions, no New product', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, listPath);
    await expect(rows(page)).toHaveCount(10);
    await expect(grid(page).getByRole('columnheader', { name: 'Product' })).toBeVisible();
    await expect(grid(page).getByRole('checkbox')).toHaveCount(0);
    await expect(grid(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(grid(page).getByRole('button', { name: 'more' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
    // Reading still works: the status filter narrows the list on the server.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sale' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/status=sale/);
    const onSale = await apiGet<ProductSearchResponse>(page, '/api/products/search?status=sale&pageSize=1');
    await expect(page.getByText(`1–${Math.min(10, onSale.total)} of ${onSale.total}`)).toBeVisible();
    await expectAxeClean(page);
  });

  test('looks right: 390 px wide, light and dark', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, listPath);
    await expect(rows(page).first()).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'list-390-light');

    await useTheme(page, 'dark', 'ltr');
    await expect(rows(page).first()).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'list-390-dark');

    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAxeClean(page);
    await shot(page, 'list-1440-dark');
  });

  test('looks right: right to left, German and French', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, listPath);
    await useTheme(page, 'light', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rows(page).first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'list-1440-rtl');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoPageOverflow(page);
    await shot(page, 'list-390-rtl');

    await useTheme(page, 'light', 'ltr');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Produktliste' })).toBeVisible();
    await expect(page).toHaveTitle(`E-Commerce: Produktliste | ${brand.productName}`);
    await expect(page.getByRole('combobox', { name: 'Zeilen pro Seite:' })).toBeVisible();
    const germanGrid = page.getByRole('grid', { name: 'Produkte' });
    await expect(germanGrid.getByRole('columnheader', { name: 'Erstellt am' })).toBeVisible();
    await expect(germanGrid.getByRole('checkbox', { name: 'Alle Zeilen auswählen' })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'list-1440-de');

    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Liste des produits' })).toBeVisible();
    await expect(page).toHaveTitle(`E-commerce : Liste des produits | ${brand.productName}`);
    await expect(page.getByRole('combobox', { name: /^Lignes par page/ })).toBeVisible();
    const frenchGrid = page.getByRole('grid', { name: 'Produits' });
    await expect(frenchGrid.getByRole('columnheader', { name: 'Créé le' })).toBeVisible();
    await expect(frenchGrid.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'list-1440-fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(frenchGrid.locator('[role="row"][data-id]').first()).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'list-390-fr');
  });
});
