import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { EcommerceSummary } from '@/contract/dashboard';
import { formatPrice } from '@/contract/money';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import { cardOf, count, dashboardLooks, openInLook, showEveryWidget } from './dashboard-helpers';
import { failOnPageProblems } from './page-problems';
import {
  apiGet,
  apiPost,
  expectAxeClean,
  expectNoPageOverflow,
  shot,
  signInAsNewMember,
  signInTo,
} from './work-area-helpers';

const dashboardPath = '/dashboard/ecommerce';
const summaryOf = (page: Page, period: '7d' | '30d' | '365d') =>
  apiGet<EcommerceSummary>(page, `/api/dashboard/ecommerce?period=${period}`);

/** A trend card's figure: the paragraph under its h2. */
const trendFigure = (page: Page, title: string) => cardOf(page, title).locator('p').first();

test.describe('e-commerce dashboard', () => {
  failOnPageProblems();

  test('an admin sees the API’s figures, switches the period, and a new order counts', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, `${dashboardPath}?period=7d`);
    await expect(page).toHaveTitle(`General: E-commerce | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-commerce' })).toBeVisible();
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    const week = await summaryOf(page, '7d');
    await expect(trendFigure(page, 'Orders')).toHaveText(count(week.orders.current));
    await expect(trendFigure(page, 'Revenue')).toHaveText(formatPrice(week.revenue.current, 'en'));
    await expect(trendFigure(page, 'Products sold')).toHaveText(count(week.productsSold.current));

    // The lists link into the shop: a product to its page, an order to its invoice.
    const orders = page.getByRole('region', { name: 'Newest orders' });
    const newest = week.newestOrders[0]!;
    await expect(orders.getByRole('link', { name: `#${newest.number}` })).toHaveAttribute(
      'href',
      `/dashboard/e-commerce/invoice?id=${newest.id}`,
    );
    const latest = week.latestProducts[0]!;
    await expect(
      page.getByRole('main').getByRole('link', { name: latest.name, exact: true }).first(),
    ).toHaveAttribute('href', `/dashboard/e-commerce/product/${latest.slug}`);

    // The carousel: its buttons and, once focus is inside, the arrow keys.
    const slide = (index: number) =>
      page.getByRole('group', { name: `${index} of ${week.latestProducts.length}` });
    await expect(slide(1)).toBeVisible();
    await page.getByRole('button', { name: 'Next product' }).click();
    await expect(slide(2)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slide(3)).toBeVisible();
    await page.getByRole('button', { name: 'Previous product' }).click();
    await expect(slide(2)).toBeVisible();

    // The period's chart, as revenue or as orders.
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Orders', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await showEveryWidget(page, 3);
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'ecommerce-1440-light');

    // Another period: the address and the figures change.
    const year = await summaryOf(page, '365d');
    await page.getByRole('button', { name: '12 months' }).click();
    await expect(page).toHaveURL(/\?period=365d$/);
    await expect(trendFigure(page, 'Orders')).toHaveText(count(year.orders.current));
    await expect(trendFigure(page, 'Revenue')).toHaveText(formatPrice(year.revenue.current, 'en'));
    await expect(page.getByRole('main')).toContainText('Orders and revenue per month');

    // An order placed meanwhile shows when the dashboard is opened again.
    const { products } = await apiGet<ProductSearchResponse>(
      page,
      '/api/products/search?inStock=true&pageSize=1',
    );
    const product = products[0]!;
    const placed = await apiPost(page, '/api/orders/new', {
      lines: [
        { productId: product.id, quantity: 1, size: product.sizes[0] ?? '', color: product.colors[0] ?? '' },
      ],
      billing: {
        address: {
          name: 'Dana Dashboard',
          country: 'DE',
          city: 'Berlin',
          street: 'Kastanienallee 12',
          zipCode: '10435',
        },
      },
      delivery: 'standard',
    });
    expect(placed.status).toBe(200);
    await page.goto('/dashboard/app');
    await page.goto(`${dashboardPath}?period=7d`);
    await expect(trendFigure(page, 'Orders')).toHaveText(count(week.orders.current + 1));
    const after = await summaryOf(page, '7d');
    expect(after.orders.current).toBe(week.orders.current + 1);
    await expect(trendFigure(page, 'Orders')).toHaveText(count(after.orders.current));
    await expect(orders.getByRole('row').nth(1)).toContainText(product.name);
  });

  test('a member sees the admins-only notice and asks for no figures', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/ecommerce')) asked.push(request.url());
    });
    await signInAsNewMember(page, dashboardPath);
    await expect(page.getByRole('heading', { level: 1, name: 'E-commerce' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'For admins' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to the app dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Period' })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'ecommerce-member-1440-light');
    expect(asked).toEqual([]);
  });

  test('an empty period shows every widget empty', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await signInTo(page, '/dashboard/app');
    const real = await summaryOf(page, '30d');
    const zero = { current: 0, previous: 0, changePercent: null };
    const empty: EcommerceSummary = {
      ...real,
      productsSold: zero,
      revenue: zero,
      netSales: zero,
      orders: zero,
      averageOrderValue: zero,
      sales: real.sales.map((point) => ({ ...point, orders: 0, revenue: 0 })),
      yearlySales: { ...real.yearlySales, thisYear: Array(12).fill(0), lastYear: Array(12).fill(0) },
      salesByGender: real.salesByGender.map((entry) => ({ ...entry, items: 0 })),
      salesByCategory: real.salesByCategory.map((entry) => ({ ...entry, revenue: 0, sharePercent: 0 })),
      balance: { subtotal: 0, discount: 0, shipping: 0, revenue: 0 },
      topProducts: [],
      topCustomers: [],
      latestProducts: [],
      newestOrders: [],
    };
    await page.route('**/api/dashboard/ecommerce?*', (route) => route.fulfill({ json: empty }));
    await page.goto(dashboardPath);
    await expect(trendFigure(page, 'Orders')).toHaveText('0');
    await expect(page.getByText('No product sold in this period.')).toBeVisible();
    await expect(page.getByText('Nobody ordered in this period.')).toBeVisible();
    await expect(page.getByText('The catalogue has no products yet.')).toHaveCount(2);
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByText('Nothing to show for this period yet.')).toHaveCount(5);
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'ecommerce-empty-1024-light');
  });
});

// The failed call answers a 500 on purpose (the browser logs it), so page problems are not checked.
test.describe('e-commerce dashboard: a failed load', () => {
  test('says the figures could not be loaded', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await signInTo(page, '/dashboard/app');
    await page.route('**/api/dashboard/ecommerce?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Internal error' } }),
    );
    await page.goto(dashboardPath);
    await expect(
      page.getByRole('alert').filter({ hasText: "The dashboard's figures could not be loaded." }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expectAxeClean(page);
    await shot(page, 'ecommerce-failed-1024-light');
  });
});

test.describe('e-commerce dashboard: every look', () => {
  failOnPageProblems();

  const headings = { en: 'E-commerce', de: 'E-Commerce', fr: 'E-commerce' } as const;
  for (const look of dashboardLooks) {
    test(`axe clean, no overflow: ${look.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      await openInLook(page, dashboardPath, look);
      await expect(page.getByRole('heading', { level: 1, name: headings[look.language] })).toBeVisible();
      const summary = await summaryOf(page, '30d');
      await expect(
        page.getByRole('main').getByRole('link', { name: `#${summary.newestOrders[0]!.number}` }),
      ).toBeVisible();
      await showEveryWidget(page, 3);
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `ecommerce-${look.name}`);
    });
  }
});
