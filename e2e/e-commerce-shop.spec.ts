import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { toSlug } from '@/contract/slug';
import { failOnPageProblems } from './page-problems';
import { apiGet, expectAxeClean, expectNoPageOverflow, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

const shopPath = '/dashboard/e-commerce/shop';
const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).getByRole('article');
const priceOf = async (page: Page, index: number) => {
  // The price shown last in a card is the one paid.
  const text = (await cards(page).nth(index).locator('p span').last().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
};

test.describe('e-commerce shop', () => {
  failOnPageProblems();

  test('search, filter, chips, sort, reload keeps them; axe clean at 1440 and 390', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/e-commerce');
    await expect(page).toHaveURL(shopPath);
    await expect(page).toHaveTitle(`Ecommerce: Shop | ${brand.productName}`);
    await expect(cards(page).first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'shop-1440');

    // Filters: a gender and a price ceiling.
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/gender=Men/);
    const maxThumb = drawer.getByRole('slider', { name: 'Maximum price' });
    await maxThumb.focus();
    for (let i = 0; i < 12; i += 1) await maxThumb.press('PageDown');
    await expect(page).toHaveURL(/priceMax=80/);
    // While the new page of results loads, the old one is dimmed: axe reads the settled screen (behind the
    // drawer, which hides the page from the accessibility tree meanwhile).
    const results = page.getByRole('region', { name: 'Products', includeHidden: true });
    // Every key press above asked for a page of results: the last answer must be in before the screen is read.
    await page.waitForLoadState('networkidle');
    // The answer to the last of them is the one on screen: the count says the total the API gives.
    const expected = await apiGet<ProductSearchResponse>(page, '/api/products/search?gender=Men&priceMax=80&pageSize=1');
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText(new RegExp(`^${expected.total} results? found`));
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(results).toHaveCSS('opacity', '1');
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await expect(page.getByRole('button', { name: 'Remove Gender: Men' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Remove Price: up to \$80/ })).toBeVisible();
    await expect(count).toHaveText(/\d+ results? found/);
    const filtered = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(filtered).toBe(expected.total);

    // Removing a chip widens the result.
    await page.getByRole('button', { name: 'Remove Gender: Men' }).click();
    await expect(page).not.toHaveURL(/gender=/);
    await expect(page.getByRole('button', { name: 'Remove Gender: Men' })).toHaveCount(0);

    // Sort by price, low to high.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Price: Low - High' }).click();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
    const prices = [await priceOf(page, 0), await priceOf(page, 1), await priceOf(page, 2)];
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(await page.evaluate(() => localStorage.getItem('sortBy'))).toBe('"priceAsc"');

    // Search.
    const first = (await cards(page).first().getByRole('link').textContent())!;
    const word = first.split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Search products' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(cards(page).first()).toContainText(word);

    // A reload keeps filters, search and order. (Settled first: a reload aborts what the page still loads, such as
    // the product screen's code the grid preloads, and an aborted request counts as a page problem.)
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(word);
    await expect(page.getByRole('button', { name: /Remove Price: up to \$80/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price: Low - High');
    // Without sort in the address, the stored order applies.
    await page.waitForLoadState('networkidle');
    await page.goto(shopPath);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price: Low - High');

    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-no-such-product');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForLoadState('networkidle');
    await page.goto(shopPath);
    await expect(cards(page).first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'shop-390');
  });

  test('dark and RTL: shop and product stay axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, shopPath);
    await useTheme(page, 'dark', 'rtl');
    await expect(cards(page).first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'shop-dark-rtl');
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Add to cart' }).or(page.getByRole('button', { name: 'Out of stock' }))).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'shop-product-dark-rtl');
  });

  test('dark and RTL at 390 px: shop and product stay axe clean and never scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, shopPath);
    await useTheme(page, 'dark', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'shop-390-dark-rtl');
    await cards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/e-commerce\/product\//);
    await expect(page.getByRole('button', { name: 'Add to cart' }).or(page.getByRole('button', { name: 'Out of stock' }))).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'shop-product-390-dark-rtl');
  });

  test('German and French at 390 px: shop and product translated, prices in the language, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, shopPath);
    for (const [language, heading, price] of [
      ['de', 'Shop', /\d,\d\d\s\$/],
      ['fr', 'Boutique', /\d,\d\d\s\$/],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('i18nextLng', value), language);
      await page.goto(shopPath);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first).toContainText(price);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page);
      await first.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/dashboard\/e-commerce\/product\//);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAxeClean(page);
      await shot(page, `shop-product-390-${language}`);
    }
  });
});

// These screens answer a 404 or a 400 on purpose (the browser logs it), so page problems are not checked.
test.describe('e-commerce shop: product and refusals', () => {
  test('product: pick size, colour and quantity, add to cart, write a review; a second review is refused', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, shopPath);
    const catalogue = await apiGet<ProductSearchResponse>(page, '/api/products/search?inStock=true&pageSize=100');
    const product = catalogue.products.find((candidate) => candidate.available >= 3 && candidate.sizes.length > 1 && candidate.colors.length > 1)!;
    await page.goto(`/dashboard/e-commerce/product/${toSlug(product.name)}`);
    await expect(page).toHaveTitle(`Ecommerce: Product Details | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('Cart: 0 items');

    await page.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: product.sizes[1]!, exact: true }).click();
    await page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio').nth(1).click();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByTestId('quantity')).toHaveText('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('Cart: 3 items');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('checkout') ?? 'null'));
    expect(stored.cart[0]).toMatchObject({ productId: product.id, size: product.sizes[1], color: product.colors[1], quantity: 3 });

    // The lightbox.
    await page.getByRole('button', { name: 'Enlarge image 1' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await shot(page, 'shop-product-1440');
    await expectAxeClean(page);

    // A review: empty first, then a real one.
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Review is required')).toBeVisible();
    await form.locator('label', { hasText: '4 stars' }).click();
    await form.getByLabel('Review').fill('Comfortable and true to size.');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByTestId('review-list')).toContainText('Comfortable and true to size.');
    await form.locator('label', { hasText: '5 stars' }).click();
    await form.getByLabel('Review').fill('Again!');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/products/reviews/new'));
    await form.getByRole('button', { name: 'Post review' }).click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByRole('alert')).toHaveText('You have already reviewed this product');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'shop-product-390');
  });

  test('an unknown product slug shows the not-found state in the dashboard', async ({ page }) => {
    await signInTo(page, shopPath);
    const notFound = page.waitForResponse((response) => response.url().includes('/api/products/product'));
    await page.goto('/dashboard/e-commerce/product/no-such-product-anywhere');
    expect((await notFound).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to shop' })).toBeVisible();
    await expectAxeClean(page);
  });
});
