import { beforeAll, describe, expect, it } from 'vitest';
import type { NewProductInput } from '@/contract/product-catalogue';
import { PRODUCT_BULK_DELETE_MAX, ProductErrors, effectivePriceOf, type Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { pngImage } from '@/server/areas/uploads/test-images';
import { describeApi } from '@/server/testing/api-server';

const denied = { message: 'Permission denied', code: 'auth.permission_denied' };

const form = (name: string, overrides: Partial<NewProductInput> = {}): NewProductInput => ({
  name,
  description: '<p>A product of the list tests.</p>',
  images: ['/images/product/3.svg'],
  category: 'Apparel',
  price: 20,
  available: 12,
  ...overrides,
});

// Ids compare as the database compares them (ASCII: uuids are lowercase hex and hyphens).
const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byCreated = (a: Product, b: Product) => a.createdAt.localeCompare(b.createdAt) || byId(a, b);
const byLowerName = (a: Product, b: Product) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;
const byStatus = (a: Product, b: Product) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0);
const reverse =
  (compare: (a: Product, b: Product) => number) =>
  (a: Product, b: Product): number =>
    compare(b, a);

/** The admin list's orders, each with the order it must give. */
const gridOrders: [string, (a: Product, b: Product) => number][] = [
  ['nameAsc', (a, b) => byLowerName(a, b) || byId(a, b)],
  ['nameDesc', (a, b) => byLowerName(b, a) || byId(b, a)],
  ['createdAtAsc', byCreated],
  ['createdAtDesc', reverse(byCreated)],
  ['priceAsc', (a, b) => effectivePriceOf(a) - effectivePriceOf(b) || byId(a, b)],
  ['priceDesc', (a, b) => effectivePriceOf(b) - effectivePriceOf(a) || byId(b, a)],
  ['inventoryAsc', (a, b) => a.available - b.available || byId(a, b)],
  ['inventoryDesc', (a, b) => b.available - a.available || byId(b, a)],
  ['statusAsc', (a, b) => byStatus(a, b) || byCreated(a, b)],
  ['statusDesc', (a, b) => byStatus(b, a) || byCreated(b, a)],
];

describeApi('products API: the admin product list', (server) => {
  const ids = (products: Product[]) => products.map((product) => product.id);
  const search = (query: Record<string, string | number>) =>
    server.api.get('/api/products/search', { token: server.adminToken, query });
  const create = async (name: string, overrides: Partial<NewProductInput> = {}): Promise<Product> => {
    const { status, body } = await server.api.post('/api/products/new', form(name, overrides), {
      token: server.adminToken,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.product;
  };
  const deleteMany = (body: unknown, token: string = server.adminToken) =>
    server.api.post('/api/products/delete-many', body, { token });
  const byName = (name: string) =>
    server.api.get('/api/products/product', { token: server.adminToken, query: { name } });
  const searchTotal = async (q: string) => (await search({ q })).body.total as number;

  describe('GET /api/products/search: the grid’s orders', () => {
    let all: Product[];
    beforeAll(async () => {
      all = (await search({ sort: 'newest', pageSize: 100 })).body.products;
      expect(all).toHaveLength(24);
      // The seed has products of every status, so the status order is tried on all three.
      expect(new Set(all.map((product) => product.status))).toEqual(new Set(['', 'new', 'sale']));
    });

    it('sorts by each column both ways, and pages of 5 put together are that order', async () => {
      for (const [sort, compare] of gridOrders) {
        const expected = ids([...all].sort(compare));
        const whole = await search({ sort, pageSize: 100 });
        expect(whole.status, JSON.stringify(whole.body)).toBe(200);
        expect(ids(whole.body.products), sort).toEqual(expected);

        const pages: Product[][] = [];
        for (let page = 1; page <= 5; page += 1) {
          const { body } = await search({ sort, pageSize: 5, page });
          expect(body, sort).toMatchObject({ total: 24, page, pageSize: 5 });
          pages.push(body.products);
        }
        expect(
          pages.map((page) => page.length),
          sort,
        ).toEqual([5, 5, 5, 5, 4]);
        expect(ids(pages.flat()), sort).toEqual(expected);
      }
    });

    it('keeps the shop’s four orders as they were', async () => {
      const newest = (a: Product, b: Product) => byCreated(b, a);
      const featured = (a: Product, b: Product) => b.sold - a.sold || newest(a, b);
      expect(ids((await search({ pageSize: 100 })).body.products)).toEqual(ids([...all].sort(featured)));
      expect(ids((await search({ sort: 'featured', pageSize: 100 })).body.products)).toEqual(
        ids([...all].sort(featured)),
      );
      expect(ids((await search({ sort: 'newest', pageSize: 100 })).body.products)).toEqual(
        ids([...all].sort(newest)),
      );
      for (const sort of ['priceAsc', 'priceDesc']) {
        const compare = gridOrders.find(([name]) => name === sort)![1];
        expect(ids((await search({ sort, pageSize: 100 })).body.products)).toEqual(
          ids([...all].sort(compare)),
        );
      }
    });

    it('sorts within the grid’s filters: a status and stock filter with the status order, a search by name', async () => {
      const { body } = await search({
        status: 'sale,new',
        inventory: 'in_stock,low_stock',
        sort: 'statusDesc',
        pageSize: 100,
      });
      const keep = (p: Product) => p.status !== '' && p.inventoryType !== 'out_of_stock';
      const statusDesc = gridOrders.find(([name]) => name === 'statusDesc')![1];
      expect(ids(body.products)).toEqual(ids(all.filter(keep).sort(statusDesc)));
      expect(body.total).toBe(all.filter(keep).length);

      const word = all[0]!.name.split(' ')[0]!.toLowerCase();
      const named = await search({ q: word, sort: 'nameDesc', pageSize: 100 });
      const nameDesc = gridOrders.find(([name]) => name === 'nameDesc')![1];
      const matches = all.filter((p) => p.name.toLowerCase().includes(word));
      expect(matches.length).toBeGreaterThan(0);
      expect(ids(named.body.products)).toEqual(ids(matches.sort(nameDesc)));
    });
  });

  describe('POST /api/products/delete-many', () => {
    it('an admin deletes several products at once: gone from search, by name and the list; others stay', async () => {
      const [first, second, kept] = [
        await create('Bulk Gone Scarf'),
        await create('Bulk Gone Beanie'),
        await create('Bulk Kept Gloves'),
      ];
      await server.api.post(
        '/api/products/update',
        { ...form('Bulk Gone Beanie Renamed'), productId: second.id },
        { token: server.adminToken },
      );
      expect(await searchTotal('bulk')).toBe(3);

      // The same id twice is one.
      const { status, body } = await deleteMany({ productIds: [first.id, second.id, first.id] });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toEqual({ productIds: [first.id, second.id] });

      expect(await searchTotal('bulk')).toBe(1);
      expect(ids((await search({ q: 'bulk' })).body.products)).toEqual([kept.id]);
      for (const slug of ['bulk-gone-scarf', 'bulk-gone-beanie', 'bulk-gone-beanie-renamed']) {
        const gone = await byName(slug);
        expect(gone.status, slug).toBe(404);
        expect(gone.body.code).toBe('products.not_found');
      }
      const list: Product[] = (await server.api.get('/api/products', { token: server.adminToken })).body
        .products;
      expect(ids(list)).toContain(kept.id);
      expect(ids(list)).not.toContain(first.id);
      expect(await server.sql('select slug from product_slugs where product_id = ?', [second.id])).toEqual(
        [],
      );
      // Deleting them again: they are unknown now.
      expect((await deleteMany({ productIds: [first.id] })).status).toBe(404);
    });

    it('releases the uploads the deleted products showed, keeping one another product still shows', async () => {
      const upload = async (): Promise<string> => {
        const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
          token: server.adminToken,
          headers: { 'content-type': 'image/png' },
        });
        expect(status).toBe(200);
        return body.image.url;
      };
      const isServed = async (url: string) => (await fetch(new URL(url, server.baseUrl))).status === 200;
      const [cover, inText, shared] = [await upload(), await upload(), await upload()];
      const a = await create('Upload Bulk Tote', {
        images: [cover, shared],
        description: `<p>Tote.</p><p><img src="${inText}" alt="detail"></p>`,
      });
      const b = await create('Upload Bulk Cap', { images: [shared] });
      const stays = await create('Upload Bulk Pin', { images: [shared] });
      expect(await Promise.all([cover, inText, shared].map(isServed))).toEqual([true, true, true]);

      const { status } = await deleteMany({ productIds: [a.id, b.id] });
      expect(status).toBe(200);
      expect(await Promise.all([cover, inText].map(isServed))).toEqual([false, false]);
      expect(await isServed(shared)).toBe(true);
      expect((await byName(toSlug(stays.name))).status).toBe(200);
    });

    it('refuses a member (403 Permission denied) and a visitor (401); nothing is deleted', async () => {
      const product = await create('Members Keep Hands Off');
      const member = await server.api.registerUser();
      const refused = await deleteMany({ productIds: [product.id] }, member.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(denied);
      // Refused before the body is read: a bad one gets the same answer.
      expect((await deleteMany({ productIds: [] }, member.token)).body).toEqual(denied);
      expect((await server.api.post('/api/products/delete-many', { productIds: [product.id] })).status).toBe(
        401,
      );
      expect((await byName('members-keep-hands-off')).status).toBe(200);
    });

    it('answers 404 for an unknown id and deletes none of the others', async () => {
      const [one, two] = [await create('Unknown Id Sock'), await create('Unknown Id Shoe')];
      const { status, body } = await deleteMany({ productIds: [one.id, 'no-such-product', two.id] });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'product not found', code: 'products.not_found' });
      expect(await searchTotal('unknown id')).toBe(2);
    });

    it('answers 400 naming the field for an empty list, too many ids, and ids that are not text', async () => {
      const product = await create('Validation Keeps Me');
      const tooMany = Array.from({ length: PRODUCT_BULK_DELETE_MAX + 1 }, (_, i) => `id-${i}`);
      const cases: [unknown, string, { code: string; message: string }][] = [
        [{}, 'productIds', ProductErrors.productIdsRequired],
        [{ productIds: [] }, 'productIds', ProductErrors.productIdsRequired],
        [{ productIds: product.id }, 'productIds', ProductErrors.productIdsRequired],
        [{ productIds: null }, 'productIds', ProductErrors.productIdsRequired],
        [{ productIds: tooMany }, 'productIds', ProductErrors.tooManyProductIds],
        [{ productIds: [product.id, 42] }, 'productIds.1', ProductErrors.productIdRequired],
        [{ productIds: [{ id: product.id }] }, 'productIds.0', ProductErrors.productIdRequired],
        [{ productIds: ['  '] }, 'productIds.0', ProductErrors.productIdRequired],
      ];
      for (const [request, path, error] of cases) {
        const { status, body } = await deleteMany(request);
        expect(status, JSON.stringify(request)).toBe(400);
        expect(body.code, JSON.stringify(request)).toBe(error.code);
        expect(body.message, JSON.stringify(request)).toBe(`${path}: ${error.message}`);
      }
      // 100 is allowed: unknown ids then answer 404, not 400.
      expect((await deleteMany({ productIds: tooMany.slice(1) })).status).toBe(404);
      expect((await byName('validation-keeps-me')).status).toBe(200);
    });
  });
});
