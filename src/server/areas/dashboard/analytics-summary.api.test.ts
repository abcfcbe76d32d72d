import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { describeApi } from '@/server/testing/api-server';

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const hello = {
  name: 'Jonas Weber',
  email: 'jonas.weber@example.com',
  subject: 'Hosting our spring summit',
  message: 'We would love you to host our summit in May.',
};
const booking = {
  packageId: 'conference',
  mode: 'event',
  name: 'Amélie Laurent',
  email: 'amelie@example.org',
  address: '12 rue des Fleurs',
  postalCode: '75004',
  city: 'Paris',
  country: 'France',
  eventDate: inDays(90).slice(0, 10),
  eventCity: 'Lyon',
  acceptTerms: true,
};

/** Nothing seeded but the admin: every view, request, account and card below is known. */
describeApi(
  'dashboard: the analytics summary',
  { env: { SEED_DEMO: 'false', CONTACT_RATE_LIMIT: '100' } },
  (server) => {
    const summary = async (period?: string, token = server.adminToken) =>
      server.api.get('/api/dashboard/analytics', { token, query: period ? { period } : {} });
    /** Views as the page-view recorder writes them. */
    const views = (
      day: string,
      path: string,
      source: string,
      country: string,
      device: string,
      count: number,
    ) =>
      server.sql(
        'insert into page_view_days (day, path, source, country, device, views) values (?, ?, ?, ?, ?, ?)',
        [day, path, source, country, device, count],
      );

    it('is 401 without a token and 403 for a member', async () => {
      expect((await server.api.get('/api/dashboard/analytics')).status).toBe(401);
      const member = await server.api.registerUser();
      expect((await summary('7d', member.token)).status).toBe(403);
    });

    it('of a new workspace has no views, no requests, and the accounts made so far', async () => {
      const { status, body } = await summary('7d');
      expect(status).toBe(200);
      const answer = body as AnalyticsSummary;
      expect(answer.pageViews).toEqual({ current: 0, previous: 0, changePercent: null });
      expect(answer.bookingRequests.current).toBe(0);
      expect(answer.visits).toHaveLength(7);
      expect(answer.visits.every((point) => point.desktop + point.mobile + point.tablet === 0)).toBe(true);
      expect(answer.byCountry).toEqual([]);
      expect(answer.bySource.every((row) => row.views === 0)).toBe(true);
      expect(answer.conversion).toEqual({
        pricingViews: 0,
        bookingRate: null,
        sayHelloViews: 0,
        contactRate: null,
      });
      expect(answer).toMatchObject({ topPages: [], latestPosts: [], orderTimeline: [], tasks: [] });
    });

    describe('with traffic', () => {
      let answer: AnalyticsSummary;
      let firstAccounts: number;

      beforeAll(async () => {
        firstAccounts = ((await summary('7d')).body as AnalyticsSummary).newAccounts.current;
        await views(dayAgo(0), '/', 'search', 'DE', 'mobile', 30);
        await views(dayAgo(0), '/pricing', 'instagram', 'FR', 'desktop', 20);
        await views(dayAgo(1), '/say-hello', 'direct', 'ZZ', 'tablet', 10);
        await views(dayAgo(1), '/', 'search', 'DE', 'desktop', 5);
        // The week before.
        await views(dayAgo(9), '/', 'direct', 'GB', 'mobile', 13);
        for (let n = 0; n < 3; n += 1)
          expect((await server.api.post('/api/contact', hello)).status).toBe(200);
        expect((await server.api.post('/api/contact/booking', booking)).status).toBe(200);
        await server.api.registerUser();
        await server.api.registerUser();

        // Two cards for the admin, one for nobody.
        const column = await server.api.post(
          '/api/kanban/columns/new',
          { name: 'Prep' },
          { token: server.adminToken },
        );
        expect(column.status).toBe(200);
        const me = (await server.api.get('/api/account/my-account', { token: server.adminToken })).body.user;
        for (const card of [
          { name: 'Script read-through', due: inDays(2), assigneeIds: [me.id] },
          { name: 'Book the crew', due: null, assigneeIds: [me.id] },
          { name: 'Someone else’s', due: inDays(1), assigneeIds: [] },
          { name: 'Wardrobe fitting', due: inDays(1), assigneeIds: [me.id], completed: true },
        ]) {
          const made = await server.api.post(
            '/api/kanban/cards/new',
            { columnId: column.body.column.id, ...card },
            { token: server.adminToken },
          );
          expect(made.status, JSON.stringify(made.body)).toBe(200);
        }
        answer = (await summary('7d')).body as AnalyticsSummary;
      });

      it('sums the week’s views beside the week before, by device per day', () => {
        expect(answer.pageViews).toEqual({ current: 65, previous: 13, changePercent: 400 });
        expect(answer.visits.at(-1)).toEqual({ start: dayAgo(0), desktop: 20, mobile: 30, tablet: 0 });
        expect(answer.visits.at(-2)).toEqual({ start: dayAgo(1), desktop: 5, mobile: 0, tablet: 10 });
      });

      it('groups them by country, device, source and page, most first', () => {
        expect(answer.byCountry).toEqual([
          { country: 'DE', views: 35 },
          { country: 'FR', views: 20 },
          { country: 'ZZ', views: 10 },
        ]);
        expect(answer.byDevice).toEqual([
          { device: 'desktop', views: 25 },
          { device: 'mobile', views: 30 },
          { device: 'tablet', views: 10 },
        ]);
        expect(answer.bySource.filter((row) => row.views > 0)).toEqual([
          { source: 'direct', views: 10 },
          { source: 'search', views: 35 },
          { source: 'instagram', views: 20 },
        ]);
        expect(answer.topPages).toEqual([
          { path: '/', views: 35 },
          { path: '/pricing', views: 20 },
          { path: '/say-hello', views: 10 },
        ]);
      });

      it('counts requests and accounts, and what share of a page’s views sent one', () => {
        expect(answer.contactMessages).toEqual({ current: 3, previous: 0, changePercent: null });
        expect(answer.bookingRequests.current).toBe(1);
        expect(answer.newAccounts.current).toBe(firstAccounts + 2);
        expect(answer.conversion).toEqual({
          pricingViews: 20,
          bookingRate: 5,
          sayHelloViews: 10,
          contactRate: 30,
        });
      });

      it('lists the caller’s own kanban cards: open ones by due date, undated after, done last', () => {
        expect(answer.tasks.map((task) => [task.name, task.column, task.completed])).toEqual([
          ['Script read-through', 'Prep', false],
          ['Book the crew', 'Prep', false],
          ['Wardrobe fitting', 'Prep', true],
        ]);
      });
    });
  },
);
