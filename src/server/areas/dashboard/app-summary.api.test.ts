import { beforeAll, expect, it } from 'vitest';
import type { NewBlogPostInput } from '@/contract/blog-editing';
import type { AppSummary } from '@/contract/dashboard';
import type { NewProductInput } from '@/contract/product-catalogue';
import { describeApi } from '@/server/testing/api-server';

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const post = (title: string): NewBlogPostInput => ({
  title,
  description: 'What happened on the night.',
  content: '<p>We rehearsed twice.</p>',
  cover: '/images/cover/2.svg',
  tags: ['Craft'],
  publish: true,
  allowComments: true,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
});
const product: NewProductInput = {
  name: 'Tour Poster',
  description: '<p>Signed.</p>',
  images: ['/images/product/3.svg'],
  tags: [],
  gender: ['Men', 'Women'],
  category: 'Accessories',
  colors: [],
  sizes: [],
  price: 25,
  priceSale: null,
  available: 10,
  status: '',
  code: '',
  sku: '',
};
const address = {
  name: 'Mo Member',
  phone: '',
  country: 'Germany',
  state: '',
  city: 'Berlin',
  street: 'Allee 1',
  zipCode: '',
};
const booking = (packageId: string) => ({
  packageId,
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
});

/** Nothing seeded but the admin; a member places the one order. */
describeApi(
  'dashboard: the app summary',
  { env: { SEED_DEMO: 'false', CONTACT_RATE_LIMIT: '100' } },
  (server) => {
    const summary = async (token = server.adminToken, period = '7d') =>
      (await server.api.get('/api/dashboard/app', { token, query: { period } })) as {
        status: number;
        body: AppSummary;
      };
    let member: { token: string; user: { id: string; displayName: string } };
    let empty: AppSummary;

    beforeAll(async () => {
      empty = (await summary()).body;
      member = await server.api.registerUser({ firstName: 'Mo', lastName: 'Member' });
      for (const title of ['First night', 'Second night', 'Third night', 'Fourth night']) {
        const made = await server.api.post('/api/blog/posts/new', post(title), { token: server.adminToken });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
      }
      const poster = await server.api.post('/api/products/new', product, { token: server.adminToken });
      expect(poster.status).toBe(200);
      const order = await server.api.post(
        '/api/orders/new',
        {
          lines: [{ productId: poster.body.product.id, quantity: 3 }],
          billing: { address },
          delivery: 'standard',
        },
        { token: member.token },
      );
      expect(order.status, JSON.stringify(order.body)).toBe(200);

      await server.sql(
        'insert into page_view_days (day, path, source, country, device, views) values (?, ?, ?, ?, ?, ?)',
        [dayAgo(0), '/', 'youtube', 'DE', 'mobile', 12],
      );
      expect((await server.api.post('/api/contact/booking', booking('gala'))).status).toBe(200);
      expect((await server.api.post('/api/contact/booking', booking('gala'))).status).toBe(200);
      expect(
        (
          await server.api.post('/api/contact', {
            name: 'Jonas Weber',
            email: 'jonas@example.com',
            subject: 'Hello',
            message: 'A message long enough to be sent.',
          })
        ).status,
      ).toBe(200);

      for (const [title, start, end] of [
        ['Gone by', inDays(-3), inDays(-3 + 1 / 24)],
        ['Under way', inDays(-1 / 24), inDays(1 / 24)],
        ['Soon', inDays(2), inDays(2 + 1 / 24)],
      ] as const) {
        const made = await server.api.post(
          '/api/calendar/events/new',
          { title, start, end },
          { token: server.adminToken },
        );
        expect(made.status, JSON.stringify(made.body)).toBe(200);
      }
      const column = await server.api.post(
        '/api/kanban/columns/new',
        { name: 'Next' },
        { token: server.adminToken },
      );
      for (const card of [
        { name: 'Later', due: inDays(20) },
        { name: 'Overdue', due: inDays(-1), assigneeIds: [member.user.id] },
        { name: 'This week', due: inDays(3) },
        { name: 'Done already', due: inDays(1), completed: true },
        { name: 'Whenever', due: null },
      ]) {
        const made = await server.api.post(
          '/api/kanban/cards/new',
          { columnId: column.body.column.id, ...card },
          { token: server.adminToken },
        );
        expect(made.status, JSON.stringify(made.body)).toBe(200);
      }
    });

    it('is 401 without a token and 400 for a period that does not exist', async () => {
      expect((await server.api.get('/api/dashboard/app')).status).toBe(401);
      expect((await summary(server.adminToken, 'week')).status).toBe(400);
    });

    it('of a new workspace is the admin alone, no views or requests, empty lists', () => {
      expect(empty.accounts).toEqual({
        active: 1,
        created: { current: 1, previous: 0, changePercent: null },
      });
      expect(empty.site).toMatchObject({
        pageViews: { current: 0, previous: 0, changePercent: null },
        requests: { current: 0, previous: 0, changePercent: null },
        bookingsByPackage: [
          { packageId: 'moderation', requests: 0 },
          { packageId: 'conference', requests: 0 },
          { packageId: 'gala', requests: 0 },
        ],
      });
      expect(empty).toMatchObject({
        featuredPosts: [],
        latestInvoices: [],
        topProducts: [],
        topAuthors: [],
        upcomingEvents: [],
        dueSoon: [],
      });
    });

    it('shows an admin the newest posts, the accounts, the site’s figures and the shop’s invoices', async () => {
      const { status, body } = await summary();
      expect(status).toBe(200);
      expect(body.featuredPosts.map((item) => item.title)).toEqual([
        'Fourth night',
        'Third night',
        'Second night',
      ]);
      expect(body.accounts).toEqual({ active: 2, created: { current: 2, previous: 0, changePercent: null } });
      expect(body.site!.pageViews.current).toBe(12);
      expect(body.site!.requests.current).toBe(3);
      expect(body.site!.activity.at(-1)).toEqual({ start: dayAgo(0), views: 12, requests: 3 });
      expect(body.site!.bookingsByPackage.find((row) => row.packageId === 'gala')).toEqual({
        packageId: 'gala',
        requests: 2,
      });
      expect(body.site!.bySource.find((row) => row.source === 'youtube')).toEqual({
        source: 'youtube',
        views: 12,
      });
      expect(body.latestInvoices.map((order) => [order.customerName, order.items, order.total])).toEqual([
        [member.user.displayName, 3, 75],
      ]);
      expect(body.topProducts).toEqual([
        {
          id: expect.any(String),
          name: 'Tour Poster',
          slug: 'tour-poster',
          cover: '/images/product/3.svg',
          sold: 3,
          price: 25,
        },
      ]);
      expect(body.topAuthors).toEqual([
        {
          userId: expect.any(String),
          name: expect.any(String),
          avatarUrl: expect.any(String),
          posts: 4,
          views: 0,
        },
      ]);
    });

    it('lists the events not over yet and the open cards due within a week, soonest first', async () => {
      const { body } = await summary();
      expect(body.upcomingEvents.map((event) => event.title)).toEqual(['Under way', 'Soon']);
      expect(body.dueSoon.map((card) => [card.name, card.column, card.assignees])).toEqual([
        ['Overdue', 'Next', [member.user.displayName]],
        ['This week', 'Next', []],
      ]);
    });

    it('shows a member no site figures, and their own invoices only', async () => {
      const { status, body } = await summary(member.token);
      expect(status).toBe(200);
      expect(body.site).toBeNull();
      expect(body.latestInvoices).toHaveLength(1);
      const other = await server.api.registerUser();
      expect((await summary(other.token)).body.latestInvoices).toEqual([]);
    });
  },
);
