import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { toSlug } from '@/contract/slug';
import { failOnPageProblems } from './page-problems';
import { solidPng } from './solid-png';
import { apiGet, centerOf, dragPointer, expectAxeClean, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

const shopPath = '/dashboard/e-commerce/shop';
const newPath = '/dashboard/e-commerce/product/new';
const productPath = (slug: string) => `/dashboard/e-commerce/product/${slug}`;
const editPath = (slug: string) => `${productPath(slug)}/edit`;

const green = { name: 'green.png', mimeType: 'image/png', buffer: solidPng(400, 400, [0, 171, 85]) };
const red = { name: 'red.png', mimeType: 'image/png', buffer: solidPng(400, 400, [255, 72, 66]) };

const productForm = (page: Page, name: 'New product' | 'Edit product') => page.getByRole('form', { name });
const imageTiles = (page: Page) => page.getByTestId('product-image');
const imageSources = (page: Page) => imageTiles(page).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
const shopCards = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');

async function searchShop(page: Page, text: string) {
  await page.goto(shopPath);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text);
  await expect(page).toHaveURL(/q=/);
}

/** A product of the seeded catalogue. */
async function seededProduct(page: Page) {
  const { products } = await apiGet<ProductSearchResponse>(page, '/api/products/search?pageSize=1');
  return products[0]!;
}

test.describe('e-commerce product form', () => {
  failOnPageProblems();

  test('an admin creates a product with two reordered images, finds it, renames and reprices it, and deletes it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, newPath);
    await expect(page).toHaveTitle(`Ecommerce: Create a new product | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new product' })).toBeVisible();
    const form = productForm(page, 'New product');

    // The empty form: the contract's messages under their fields, the first one focused.
    await form.getByRole('button', { name: 'Create product' }).click();
    for (const message of ['Name is required', 'Description is required', 'Images is required', 'Price is required'])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Product name')).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'product-form-new-errors-1440-light');
    await expectAxeClean(page);

    // Unsaved changes ask before leaving; leaving goes back (to the shop, as the form was opened directly).
    await form.getByLabel('Product name').fill('A draft');
    await form.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toContainText('Your changes to this product have not been saved and will be lost.');
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(shopPath);
    await page.goto(newPath);

    const stamp = Date.now();
    const name = `Encore Tour Cap ${stamp}`;
    await form.getByLabel('Product name').fill(name);
    await expect(form.getByText('Describe the product: material, fit, care…')).toBeVisible();
    await page.getByTestId('product-description-editor').click();
    await page.keyboard.type('A six-panel cap for the tour crew.');

    // Two images, uploaded in the order picked; a file that is no image is refused with the upload's text.
    const picker = page.getByTestId('product-images-input');
    await picker.setInputFiles([green, red, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
    await expect(form.getByRole('alert')).toHaveText('notes.txt: Image must be a JPEG, PNG, WebP or GIF file');
    await expect(imageTiles(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Create product' })).toBeEnabled();
    const [greenUrl, redUrl] = await imageSources(page);
    expect(greenUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(redUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect(imageTiles(page).first()).toContainText('Cover');

    // Reorder by keyboard (the move buttons) and by dragging.
    const moveEarlier = form.getByRole('button', { name: 'Move image 2 earlier' });
    await moveEarlier.focus();
    await page.keyboard.press('Enter');
    expect(await imageSources(page)).toEqual([redUrl, greenUrl]);
    await expect(form.getByRole('button', { name: 'Move image 1 later' })).toBeFocused();
    await dragPointer(page, await centerOf(imageTiles(page).nth(1).locator('img')), await centerOf(imageTiles(page).nth(0).locator('img')));
    await expect.poll(() => imageSources(page)).toEqual([greenUrl, redUrl]);
    await dragPointer(page, await centerOf(imageTiles(page).nth(1).locator('img')), await centerOf(imageTiles(page).nth(0).locator('img')));
    await expect.poll(() => imageSources(page)).toEqual([redUrl, greenUrl]);
    await expect(imageTiles(page).first()).toContainText('Cover');

    await form.getByLabel('Product code').fill('CAP-77');
    await form.getByLabel('Product SKU').fill('ARD-ACC-77');
    await form.getByLabel('Stock').fill('5');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Accessories' }).click();
    await form.getByRole('combobox', { name: 'Sizes' }).click();
    await page.getByRole('option', { name: '8', exact: true }).click();
    await page.getByRole('option', { name: '9', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(form.getByRole('combobox', { name: 'Sizes' })).toHaveText('8, 9');
    await form.getByRole('group', { name: 'Colours' }).getByRole('checkbox', { name: 'Black' }).check();
    await form.getByRole('group', { name: 'Gender' }).getByRole('checkbox', { name: 'Women' }).check();
    await form.getByRole('combobox', { name: 'Tags' }).fill('Tour');
    await page.keyboard.press('Enter');
    await form.getByRole('radiogroup').getByRole('radio', { name: 'Sale' }).check();
    await form.getByLabel('Regular price').fill('30');
    await form.getByLabel('Sale price').fill('40');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('Sale price must be a number above 0 and below the price', { exact: true })).toBeVisible();
    await form.getByLabel('Sale price').fill('24');
    await shot(page, 'product-form-new-filled-1440-light');
    await form.getByRole('button', { name: 'Create product' }).click();

    // Its page, at its slug, with the first image as the cover.
    await expect(page.getByText('Product created')).toBeVisible();
    const slug = toSlug(name);
    await expect(page).toHaveURL(productPath(slug));
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'Product images' });
    await expect(gallery.getByRole('button', { name: 'Enlarge image 1' }).locator('img')).toHaveAttribute('src', redUrl!);
    await expect(page.getByTestId('product-description')).toContainText('A six-panel cap for the tour crew.');

    // The shop finds it.
    await searchShop(page, name);
    await expect(shopCards(page)).toHaveCount(1);
    await expect(shopCards(page).first()).toContainText(name);
    await shopCards(page).first().getByRole('link', { name }).click();

    // Edit: rename and a new price; leaving half-way asks first.
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(editPath(slug));
    await expect(page).toHaveTitle(`Ecommerce: Edit Product | ${brand.productName}`);
    const editForm = productForm(page, 'Edit product');
    await expect(editForm.getByLabel('Product name')).toHaveValue(name);
    expect(await imageSources(page)).toEqual([redUrl, greenUrl]);
    const newName = `Encore Stage Cap ${stamp}`;
    await editForm.getByLabel('Product name').fill(newName);
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(editPath(slug));
    await expect(editForm.getByLabel('Product name')).toHaveValue(newName);
    await editForm.getByLabel('Regular price').fill('35');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product updated')).toBeVisible();
    const newSlug = toSlug(newName);
    await expect(page).toHaveURL(productPath(newSlug));
    await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
    await expect(main.locator('del')).toContainText('$35.00');

    // The old slug's addresses land on the new ones.
    await page.goto(productPath(slug));
    await expect(page).toHaveURL(productPath(newSlug));
    await expect(page.getByRole('heading', { level: 2, name: newName })).toBeVisible();
    await page.goto(editPath(slug));
    await expect(page).toHaveURL(editPath(newSlug));
    await expect(editForm.getByLabel('Product name')).toHaveValue(newName);

    // Delete from its page, after asking; it is gone from the shop.
    await page.goto(productPath(newSlug));
    await main.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product?' });
    await expect(confirm).toContainText(`“${newName}” will be removed from the shop with its reviews. This cannot be undone.`);
    await shot(page, 'product-delete-dialog-1440-light', false);
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted')).toBeVisible();
    await expect(page).toHaveURL(shopPath);
    await searchShop(page, `${stamp}`);
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  });

  test('a member sees permission denied on both pages and no Edit or Delete on a product', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, newPath);
    const denied = async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Permission denied' })).toBeVisible();
      await expect(page.getByText('Only admins can create, change or delete products.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to shop' })).toBeVisible();
      await expect(page.getByRole('form')).toHaveCount(0);
    };
    await expect(page).toHaveTitle(`Ecommerce: Create a new product | ${brand.productName}`);
    await denied();
    await shot(page, 'product-form-denied-1440-light');
    await expectAxeClean(page);

    const product = await seededProduct(page);
    await page.goto(editPath(toSlug(product.name)));
    await denied();

    await page.goto(productPath(toSlug(product.name)));
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('light and dark, LTR and RTL, 390 and 1440 px, German and French: the form stays readable and axe clean', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, newPath);
    await expect(page.getByTestId('product-description-editor')).toBeVisible();
    await page.getByTestId('product-images-input').setInputFiles([green, red]);
    await expect(imageTiles(page)).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'product-form-new-390-light');
    await expectAxeClean(page);

    await useTheme(page, 'dark', 'rtl');
    await expect(page.getByTestId('product-description-editor')).toBeVisible();
    await productForm(page, 'New product').getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Images is required', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'product-form-new-390-dark-rtl');
    await expectAxeClean(page);

    const product = await seededProduct(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(editPath(toSlug(product.name)));
    await expect(productForm(page, 'Edit product').getByLabel('Product name')).toHaveValue(product.name);
    await expect(imageTiles(page)).toHaveCount(product.images.length);
    await shot(page, 'product-form-edit-1440-dark-rtl');
    await expectAxeClean(page);

    await useTheme(page, 'dark', 'ltr');
    await page.goto(productPath(toSlug(product.name)));
    await expect(page.getByRole('main').getByRole('button', { name: 'Delete' })).toBeVisible();
    await shot(page, 'product-page-admin-1440-dark', false);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await useTheme(page, 'light', 'ltr');
    await expect(page.getByRole('main').getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'product-page-admin-390-light', false);
    await expectAxeClean(page);

    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(editPath(toSlug(product.name)));
    await expect(page).toHaveTitle(`E-Commerce: Produkt bearbeiten | ${brand.productName}`);
    await expect(page.getByRole('form', { name: 'Produkt bearbeiten' }).getByLabel('Produktname')).toHaveValue(product.name);
    await shot(page, 'product-form-edit-1440-light-de');
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(newPath);
    await page.getByRole('form', { name: 'Neues Produkt' }).getByRole('button', { name: 'Produkt anlegen' }).click();
    for (const message of ['Name ist erforderlich', 'Bilder sind erforderlich'])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'product-form-new-errors-390-light-de');
    await expectAxeClean(page);

    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(editPath(toSlug(product.name)));
    await expect(page).toHaveTitle(`E-commerce : Modifier le produit | ${brand.productName}`);
    await expect(page.getByRole('form', { name: 'Modifier le produit' }).getByLabel('Nom du produit')).toHaveValue(product.name);
    await shot(page, 'product-form-edit-1440-light-fr');
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(newPath);
    await page.getByRole('form', { name: 'Nouveau produit' }).getByRole('button', { name: 'Créer le produit' }).click();
    for (const message of ['Le nom est obligatoire', 'Les images sont obligatoires'])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'product-form-new-errors-390-light-fr');
    await expectAxeClean(page);
  });
});

// These answer a 404 or a 400 on purpose (the browser logs it), so page problems are not checked.
test.describe('e-commerce product form: refusals', () => {
  test('a name another product has is refused by the server, under the name field', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, shopPath);
    const taken = await seededProduct(page);
    await page.goto(newPath);
    const form = productForm(page, 'New product');
    await form.getByLabel('Product name').fill(`${taken.name}!`);
    await page.getByTestId('product-description-editor').click();
    await page.keyboard.type('The same again.');
    await page.getByTestId('product-images-input').setInputFiles([green]);
    await expect(imageTiles(page)).toHaveCount(1);
    await form.getByLabel('Regular price').fill('12,5');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/products/new'));
    await form.getByRole('button', { name: 'Create product' }).click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByText('A product with this name already exists', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Product name')).toBeFocused();
    await expect(page).toHaveURL(newPath);
  });

  test('the edit page of an unknown slug shows the not-found state', async ({ page }) => {
    await signInTo(page, shopPath);
    const notFound = page.waitForResponse((response) => response.url().includes('/api/products/product'));
    await page.goto(editPath('no-such-product-anywhere'));
    expect((await notFound).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to shop' })).toBeVisible();
    await expectAxeClean(page);
  });
});
