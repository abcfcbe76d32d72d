import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { AnalyticsSummary } from '@/contract/dashboard';
import type { KanbanBoardResponse, KanbanCardResponse } from '@/contract/kanban';
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

const analyticsPath = '/dashboard/analytics';

/** A kanban card assigned to the signed-in admin, overdue, so it heads their open tasks. */
async function newTaskOfMine(page: Page, name: string) {
  const me = await apiGet<{ user: { id: string } }>(page, '/api/account/my-account');
  const { board } = await apiGet<KanbanBoardResponse>(page, '/api/kanban/board');
  const created = await apiPost<KanbanCardResponse>(page, '/api/kanban/cards/new', {
    columnId: board.columns[0]!.id,
    name,
    assigneeIds: [me.user.id],
    due: '2020-01-06T17:00:00.000Z',
  });
  expect(created.status).toBe(200);
  return created.body.card.id;
}

async function boardCard(page: Page, cardId: string) {
  const { board } = await apiGet<KanbanBoardResponse>(page, '/api/kanban/board');
  return board.columns.flatMap((column) => column.cards).find((card) => card.id === cardId);
}

test.describe('analytics dashboard', () => {
  failOnPageProblems();

  test('an admin sees the API’s figures, and the period switch changes the address and the figures', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, analyticsPath);
    await expect(page).toHaveTitle(`General: Analytics | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();

    // Page views are written in batches every 5 s, this visit's own sign-in screen too: the page may have been
    // answered before the last batch and the API after it. The figures are compared once both have it.
    const pageViews = cardOf(page, 'Page views');
    let month = await apiGet<AnalyticsSummary>(page, '/api/dashboard/analytics?period=30d');
    await expect
      .poll(
        async () => {
          month = await apiGet<AnalyticsSummary>(page, '/api/dashboard/analytics?period=30d');
          if ((await pageViews.textContent())?.includes(count(month.pageViews.current))) return true;
          await page.reload();
          await expect(pageViews).toContainText(/\d/);
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(month.pageViews.current).toBeGreaterThan(0);
    await expect(cardOf(page, 'Booking requests')).toContainText(count(month.bookingRequests.current));
    await expect(cardOf(page, 'Say Hello messages')).toContainText(count(month.contactMessages.current));
    await expect(cardOf(page, 'New accounts')).toContainText(count(month.newAccounts.current));
    await expect(cardOf(page, 'Orders')).toContainText(count(month.orders.current));

    // The lists and the charts' tables say what the answer holds.
    const countries = page.getByRole('table', { name: 'Visits by country' });
    const firstCountry = month.byCountry[0]!;
    const countryName =
      firstCountry.country === 'ZZ'
        ? 'Unknown'
        : new Intl.DisplayNames(['en-GB'], { type: 'region' }).of(firstCountry.country)!;
    await expect(countries.getByRole('row').nth(1)).toContainText(countryName);
    await expect(countries.getByRole('row').nth(1)).toContainText(count(firstCountry.views));
    const topPages = page.getByRole('table', { name: 'Top pages' });
    await expect(topPages.getByRole('row').nth(1)).toContainText(month.topPages[0]!.path);
    await expect(topPages.getByRole('row').nth(1)).toContainText(count(month.topPages[0]!.views));
    const sources = cardOf(page, 'Traffic by source');
    for (const { source, views } of month.bySource.filter(
      (row) => row.source === 'search' || row.source === 'x',
    ))
      await expect(
        sources.getByRole('listitem').filter({ hasText: source === 'x' ? /^X/ : 'Search engines' }),
      ).toContainText(count(views));
    const news = cardOf(page, 'News');
    const post = month.latestPosts[0]!;
    await expect(news.getByRole('link', { name: post.title })).toHaveAttribute(
      'href',
      `/dashboard/blog/post/${post.slug}`,
    );
    const timeline = cardOf(page, 'Order timeline');
    const order = month.orderTimeline[0]!;
    await expect(timeline.getByRole('link', { name: `Order #${order.number}` })).toHaveAttribute(
      'href',
      `/dashboard/e-commerce/invoice?id=${order.id}`,
    );
    await expect(cardOf(page, 'Tasks').getByRole('link', { name: 'Open the board' })).toHaveAttribute(
      'href',
      '/dashboard/kanban',
    );
    await showEveryWidget(page);
    await expectAxeClean(page);
    await shot(page, 'analytics-1440-light');

    // A week: the address keeps it, the figures are the week's.
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics\?period=7d$/);
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const week = await apiGet<AnalyticsSummary>(page, '/api/dashboard/analytics?period=7d');
    expect(week.pageViews.current).not.toBe(month.pageViews.current);
    await expect(pageViews).toContainText(count(week.pageViews.current));
    await expect(pageViews).not.toContainText(count(month.pageViews.current));
    await expect(page.getByRole('table', { name: 'Website visits' }).getByRole('row')).toHaveCount(
      1 + week.visits.length,
    );

    // A year, by month, after a reload.
    await page.getByRole('button', { name: '12 months' }).click();
    await expect(page).toHaveURL(/period=365d$/);
    await page.reload();
    const year = await apiGet<AnalyticsSummary>(page, '/api/dashboard/analytics?period=365d');
    await expect(pageViews).toContainText(count(year.pageViews.current));
    const visits = page.getByRole('table', { name: 'Website visits' });
    await expect(visits.getByRole('columnheader', { name: 'Month' })).toBeAttached();
    await expect(visits.getByRole('row')).toHaveCount(1 + year.visits.length);
  });

  test('ticking a task on the dashboard is stored, and unticking it too', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, analyticsPath);
    const name = `Dashboard task ${Date.now().toString(36)}`;
    const cardId = await newTaskOfMine(page, name);
    await page.reload();

    const tasks = cardOf(page, 'Tasks');
    const box = tasks.getByRole('checkbox', { name });
    await expect(box).not.toBeChecked();
    await expect(tasks.getByRole('listitem').filter({ hasText: name })).toContainText('Overdue');

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/kanban/cards/update'));
    await box.check();
    expect((await stored).status()).toBe(200);
    await expect(box).toBeChecked();
    await tasks.scrollIntoViewIfNeeded();
    await shot(page, 'analytics-task-ticked-1440-light', false);
    expect((await boardCard(page, cardId))?.completed).toBe(true);
    await page.reload();
    await expect(cardOf(page, 'Tasks').getByRole('checkbox', { name })).toBeChecked();

    const again = cardOf(page, 'Tasks').getByRole('checkbox', { name });
    await expect(again).toBeChecked();
    const unticked = page.waitForResponse((response) => response.url().endsWith('/api/kanban/cards/update'));
    await again.uncheck();
    expect((await unticked).status()).toBe(200);
    await page.reload();
    await expect(cardOf(page, 'Tasks').getByRole('checkbox', { name })).not.toBeChecked();
    expect((await boardCard(page, cardId))?.completed).toBe(false);

    expect((await apiPost(page, '/api/kanban/cards/delete', { cardId })).status).toBe(200);
  });

  test('a member sees that the dashboard is for admins, and nothing is asked of the server', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/dashboard/analytics')) asked.push(request.url());
    });
    await signInAsNewMember(page, analyticsPath);
    await expect(page).toHaveTitle(`General: Analytics | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'For admins' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to the app dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '7 days' })).toHaveCount(0);
    await expectAxeClean(page);
    await shot(page, 'analytics-member-1440-light');
    expect(asked).toEqual([]);
  });
});

// The refused change answers a 500 on purpose (the browser logs it), so page problems are not checked.
test.describe('analytics dashboard: a refused tick', () => {
  test('is taken back, with a toast saying so', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, analyticsPath);
    const name = `Refused task ${Date.now().toString(36)}`;
    const cardId = await newTaskOfMine(page, name);
    await page.reload();
    await page.route('**/api/kanban/cards/update', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'server.error', message: 'Something went wrong' }),
      }),
    );
    const box = cardOf(page, 'Tasks').getByRole('checkbox', { name });
    // Ticked, then unticked again once the server refuses.
    await box.click();
    await expect(page.getByText(`“${name}” could not be saved`)).toBeVisible();
    await expect(box).not.toBeChecked();
    expect((await boardCard(page, cardId))?.completed).toBe(false);
    await page.unroute('**/api/kanban/cards/update');
    expect((await apiPost(page, '/api/kanban/cards/delete', { cardId })).status).toBe(200);
  });
});

test.describe('analytics dashboard: every look', () => {
  failOnPageProblems();

  const headings = { en: 'Analytics', de: 'Analysen', fr: 'Statistiques' } as const;
  for (const look of dashboardLooks) {
    test(`axe clean, no overflow: ${look.name}`, async ({ page }) => {
      test.setTimeout(90_000);
      await openInLook(page, analyticsPath, look);
      await expect(page.getByRole('heading', { level: 1, name: headings[look.language] })).toBeVisible();
      await showEveryWidget(page);
      await expectNoPageOverflow(page);
      await expectAxeClean(page);
      await shot(page, `analytics-${look.name}`);
    });
  }
});
