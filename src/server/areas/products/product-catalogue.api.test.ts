import { beforeAll, describe, expect, it } from 'vitest';
import { ProductErrors, effectivePriceOf, type Product } from '@/contract/products';
import { describeApi } from '@/server/testing/api-server';

type Query = Record<string, string | number | boolean | undefined>;

describeApi('products API: the catalogue query', (server) => {
  let all: Product[];
  const search = (query: Query, path = '/api/products/search') =>
    server.api.get(path, { token: server.adminToken, query });
  const ids = (products: Product[]) => products.map((product) => product.id);
  const byNewest = (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

  beforeAll(async () => {
    all = (await server.api.get('/api/products', { token: server.adminToken })).body.products;
    expect(all).toHaveLength(24);
  });

  it('answers 401 without a token', async () => {
    const { status } = await server.api.get('/api/products/search');
    expect(status).toBe(401);
  });

  it('pages the whole catalogue, featured first by default: best sellers, then newest', async () => {
    const first = await search({ pageSize: 10 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 24, page: 1, pageSize: 10 });
    const featured = [...all].sort((a, b) => b.sold - a.sold || byNewest(a, b));
    const pages = [first.body.products as Product[]];
    for (const page of [2, 3]) pages.push((await search({ pageSize: 10, page })).body.products);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 4]);
    expect(ids(pages.flat())).toEqual(ids(featured));
    // A page beyond the end is empty, with the total still right.
    expect((await search({ pageSize: 10, page: 4 })).body).toEqual({ products: [], total: 24, page: 4, pageSize: 10 });
    // The default page size is the shop's 24.
    expect((await search({})).body.pageSize).toBe(24);
  });

  it('answers products in the Product shape, as GET /api/products has them', async () => {
    const { body } = await search({ sort: 'newest', pageSize: 100 });
    expect(body.products).toEqual(all);
  });

  it('sorts by the price a shopper pays, by name, stock and date, both ways', async () => {
    const order = async (sort: string) => ids((await search({ sort, pageSize: 100 })).body.products);
    const cmpId = (a: Product, b: Product) => a.id.localeCompare(b.id);
    const price = (p: Product) => effectivePriceOf(p);
    const expectSorted = async (sort: string, compare: (a: Product, b: Product) => number) =>
      expect(await order(sort), sort).toEqual(ids([...all].sort(compare)));
    // Ties are broken by id; compare ids as the database does (ASCII: uuids are lowercase hex and hyphens).
    await expectSorted('priceAsc', (a, b) => price(a) - price(b) || cmpId(a, b));
    await expectSorted('priceDesc', (a, b) => price(b) - price(a) || cmpId(b, a));
    await expectSorted('inventoryAsc', (a, b) => a.available - b.available || cmpId(a, b));
    await expectSorted('inventoryDesc', (a, b) => b.available - a.available || cmpId(b, a));
    await expectSorted('newest', byNewest);
    await expectSorted('createdAtDesc', byNewest);
    await expectSorted('createdAtAsc', (a, b) => byNewest(b, a));
    // By name in lower case (ties, which the unique slugs rule out, by id).
    const lowerNames = (await search({ sort: 'nameAsc', pageSize: 100 })).body.products.map((p: Product) => p.name.toLowerCase());
    expect(lowerNames).toEqual([...lowerNames].sort());
    expect(await order('nameDesc')).toEqual((await order('nameAsc')).reverse());
    // The sale price counts: some sale product sorts by its lower price.
    const onSale = all.find((p) => p.priceSale !== null)!;
    expect(price(onSale)).toBeLessThan(onSale.price);
  });

  it('filters by name (any case, wildcards literal), gender, category, colours, price, rating, stock and status', async () => {
    const expectMatches = async (query: Query | string, keep: (p: Product) => boolean) => {
      const { status, body } =
        typeof query === 'string'
          ? await server.api.get(`/api/products/search?${query}`, { token: server.adminToken, query: { sort: 'newest', pageSize: 100 } })
          : await search({ sort: 'newest', pageSize: 100, ...query });
      expect(status, JSON.stringify(body)).toBe(200);
      const expected = all.filter(keep);
      expect(ids(body.products), JSON.stringify(query)).toEqual(ids(expected));
      expect(body.total).toBe(expected.length);
      return expected.length;
    };
    expect(await expectMatches({ q: 'ROYALE' }, (p) => p.name.toLowerCase().includes('royale'))).toBeGreaterThan(0);
    expect(await expectMatches({ q: '%' }, (p) => p.name.includes('%'))).toBe(0);
    expect(await expectMatches({ q: '_' }, (p) => p.name.includes('_'))).toBe(0);
    expect(await expectMatches({ gender: 'Kids' }, (p) => p.gender.includes('Kids'))).toBeGreaterThan(0);
    const menOrKids = (p: Product) => p.gender.includes('Men') || p.gender.includes('Kids');
    await expectMatches('gender=Men&gender=Kids', menOrKids);
    await expectMatches({ gender: 'Men,Kids' }, menOrKids);
    expect(await expectMatches({ category: 'Shoes' }, (p) => p.category === 'Shoes')).toBeGreaterThan(0);
    expect(await expectMatches({ category: 'All' }, () => true)).toBe(24);
    const colors = (p: Product) => p.colors.includes('#FF4842') || p.colors.includes('#000000');
    expect(await expectMatches({ colors: '#FF4842,#000000' }, colors)).toBeGreaterThan(0);
    const inRange = (p: Product) => effectivePriceOf(p) >= 20 && effectivePriceOf(p) <= 60;
    expect(await expectMatches({ priceMin: 20, priceMax: 60 }, inRange)).toBeGreaterThan(0);
    await expectMatches({ priceMin: 25.5 }, (p) => effectivePriceOf(p) >= 25.5);
    expect(await expectMatches({ rating: 4 }, (p) => p.totalRating >= 4)).toBeGreaterThan(0);
    expect(await expectMatches({ inStock: true }, (p) => p.available > 0)).toBeLessThan(24);
    await expectMatches({ inStock: false }, () => true);
    expect(await expectMatches({ status: 'sale' }, (p) => p.status === 'sale')).toBeGreaterThan(0);
    await expectMatches({ status: 'none,new' }, (p) => p.status === '' || p.status === 'new');
    await expectMatches({ inventory: 'low_stock' }, (p) => p.inventoryType === 'low_stock');
    // Everything together.
    await expectMatches(
      { gender: 'Men,Women', category: 'Shoes', priceMax: 90, rating: 3, inStock: true },
      (p) =>
        (p.gender.includes('Men') || p.gender.includes('Women')) &&
        p.category === 'Shoes' &&
        effectivePriceOf(p) <= 90 &&
        p.totalRating >= 3 &&
        p.available > 0,
    );
  });

  it('answers 400 naming the parameter for every bad value', async () => {
    const cases: [Query, string, { code: string; message: string }][] = [
      [{ page: 0 }, 'page', ProductErrors.pageInvalid],
      [{ page: 'x' }, 'page', ProductErrors.pageInvalid],
      [{ pageSize: 101 }, 'pageSize', ProductErrors.pageSizeInvalid],
      [{ pageSize: 0 }, 'pageSize', ProductErrors.pageSizeInvalid],
      [{ pageSize: '-5' }, 'pageSize', ProductErrors.pageSizeInvalid],
      [{ sort: 'cheapest' }, 'sort', ProductErrors.sortInvalid],
      [{ gender: 'Robots' }, 'gender.0', ProductErrors.genderInvalid],
      [{ category: 'Hats' }, 'category', ProductErrors.categoryInvalid],
      [{ colors: 'red' }, 'colors.0', ProductErrors.colorInvalid],
      [{ priceMin: 'cheap' }, 'priceMin', ProductErrors.priceRangeInvalid],
      [{ priceMin: 50, priceMax: 10 }, 'priceMin', ProductErrors.priceRangeInvalid],
      [{ rating: 6 }, 'rating', ProductErrors.ratingInvalid],
      [{ inStock: 'yes' }, 'inStock', ProductErrors.inStockInvalid],
      [{ status: 'hot' }, 'status.0', ProductErrors.statusInvalid],
      [{ inventory: 'plenty' }, 'inventory.0', ProductErrors.inventoryInvalid],
      [{ q: 'x'.repeat(101) }, 'q', ProductErrors.queryInvalid],
    ];
    for (const [query, path, error] of cases) {
      const { status, body } = await search(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.code, JSON.stringify(query)).toBe(error.code);
      expect(body.message).toBe(`${path}: ${error.message}`);
    }
  });

  describe('at scale', () => {
    it('pages by the database: a page of 2 holds 2, the total counts all', async () => {
      const { body } = await search({ pageSize: 2, page: 3, sort: 'priceAsc' });
      expect(body.products).toHaveLength(2);
      expect(body.total).toBe(24);
    });
  });
});
