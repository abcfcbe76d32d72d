import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { primaryPresets } from '@/web/theme/palette';
import type { AppSummary } from '@/contract/dashboard';
import { cardOf, count, openInLook, showEveryWidget, type DashboardLook } from './dashboard-helpers';
import { failOnPageProblems } from './page-problems';
import {
  apiGet,
  expectAxeClean,
  expectNoPageOverflow,
  shot,
  signInAsNewMember,
  signInTo,
} from './work-area-helpers';

const appPath = '/dashboard/app';

/** The colours the lines and areas of the site activity chart are drawn in, as the browser computes them. */
function activityChartColors(page: Page) {
  return page
    .locator('figure')
    .filter({ has: page.locator('caption', { hasText: /./ }) })
    .first()
    .locator('path')
    .evaluateAll((paths) => paths.map((path) => getComputedStyle(path).stroke));
}

/** The charts a summary has figures for (a chart of zeros says so in a line of text instead). */
const chartsWithFigures = (summary: AppSummary) =>
  [
    summary.site!.activity.some((point) => point.views + point.requests > 0),
    summary.site!.bookingsByPackage.some((row) => row.requests > 0),
    summary.site!.bySource.some((row) => row.views > 0),
  ].filter(Boolean).length;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test.describe('app dashboard', () => {
  failOnPageProblems();

  test('an admin sees the figures the server gives, for the period chosen', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, appPath);
    await expect(page).toHaveTitle(`General: App | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Welcome back, \S/)).toBeVisible();

    const month = await apiGet<AppSummary>(page, '/api/dashboard/app?period=30d');
    expect(month.site).not.toBeNull();
    await expect(cardOf(page, 'New accounts')).toContainText(count(month.accounts.created.current));
    await expect(cardOf(page, 'Accounts')).toContainText(count(month.accounts.active));
    await expect(cardOf(page, 'Public site views')).toContainText(count(month.site!.pageViews.current));
    await expect(cardOf(page, 'Booking and contact requests')).toContainText(
      count(month.site!.requests.current),
    );
    // The newest posts, the shop's newest orders and the best sellers, as the server lists them.
    await expect(page.getByRole('region', { name: 'Featured posts' })).toContainText(
      month.featuredPosts[0]!.title,
    );
    const invoices = page.getByRole('region', { name: 'Latest invoices' });
    await expect(invoices.getByRole('row')).toHaveCount(month.latestInvoices.length + 1);
    await expect(invoices.getByRole('link', { name: `#${month.latestInvoices[0]!.number}` })).toBeVisible();
    await expect(page.getByRole('link', { name: month.topProducts[0]!.name })).toBeVisible();
    // Each chart's figures are there for screen readers too.
    await expect(page.locator('table caption', { hasText: 'Site activity' })).toHaveCount(1);
    expect(chartsWithFigures(month)).toBe(3);
    await showEveryWidget(page, 3);
    expect(await activityChartColors(page)).toContain(rgb(primaryPresets.default.main));
    await page.waitForLoadState('networkidle');
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
    await shot(page, 'dashboard-app-1440-light');

    // Another period: the address keeps it, the figures follow.
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\?period=7d$/);
    const week = await apiGet<AppSummary>(page, '/api/dashboard/app?period=7d');
    await expect(cardOf(page, 'Public site views')).toContainText(count(week.site!.pageViews.current));
    await expect(cardOf(page, 'Public site views')).toContainText('than the 7 days before');
    await page.reload();
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    // The carousel steps through the newest posts.
    const featured = page.getByRole('region', { name: 'Featured posts' });
    await featured.getByRole('button', { name: 'Next post' }).click();
    await expect(featured).toContainText(week.featuredPosts[1]!.title);
  });

  test('a member sees their own figures, none of the site, and no admin dashboards', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, appPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your latest invoices' })).toBeVisible();
    await expect(page.getByText('No order yet.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Site activity' })).toHaveCount(0);
    await expect(cardOf(page, 'Public site views')).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link', { name: 'App' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'E-commerce', exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Analytics' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAxeClean(page);
    await shot(page, 'dashboard-app-member-1440');
  });
});

test.describe('app dashboard in every look', () => {
  failOnPageProblems();
  const looks: DashboardLook[] = [
    { name: '390-light', width: 390, mode: 'light', direction: 'ltr', language: 'en', color: 'default' },
    {
      name: '1024-dark-rtl-purple',
      width: 1024,
      mode: 'dark',
      direction: 'rtl',
      language: 'en',
      color: 'purple',
    },
    { name: '1440-dark-de-cyan', width: 1440, mode: 'dark', direction: 'ltr', language: 'de', color: 'cyan' },
    {
      name: '390-dark-rtl-fr-orange',
      width: 390,
      mode: 'dark',
      direction: 'rtl',
      language: 'fr',
      color: 'orange',
    },
    {
      name: '1024-light-fr-blue',
      width: 1024,
      mode: 'light',
      direction: 'ltr',
      language: 'fr',
      color: 'blue',
    },
    {
      name: '1440-light-rtl-de-red',
      width: 1440,
      mode: 'light',
      direction: 'rtl',
      language: 'de',
      color: 'red',
    },
  ];
  const headings = { en: 'Dashboard', de: 'Dashboard', fr: 'Tableau de bord' };
  const activity = { en: 'Site activity', de: 'Website-Aktivität', fr: 'Activité du site' };

  for (const look of looks) {
    test(`axe clean, no overflow, charts in the preset: ${look.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      await openInLook(page, appPath, look);
      await expect(page.getByRole('heading', { level: 1, name: headings[look.language] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: activity[look.language] })).toBeVisible();
      await showEveryWidget(page, 3);
      expect(await activityChartColors(page)).toContain(rgb(primaryPresets[look.color ?? 'default'].main));
      await page.waitForLoadState('networkidle');
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `dashboard-app-${look.name}`);
    });
  }
});
