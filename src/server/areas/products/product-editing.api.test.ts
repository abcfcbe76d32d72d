import { describe, expect, it } from 'vitest';
import type { NewProductInput } from '@/contract/product-catalogue';
import { ProductErrors, type Product } from '@/contract/products';
import { describeApi } from '@/server/testing/api-server';

const denied = { message: 'Permission denied', code: 'auth.permission_denied' };

const form = (overrides: Partial<NewProductInput> = {}): NewProductInput => ({
  name: 'Encore Tour Cap',
  description: '<p>A six-panel cap.</p><script>alert(1)</script><img src="https://evil.example/x.png">',
  images: ['/images/product/1.svg', '/images/product/2.svg'],
  tags: ['Cap', 'Cap', 'Tour'],
  gender: ['Men', 'Women'],
  category: 'Accessories',
  colors: ['#000000', '#FF4842'],
  sizes: ['8', '9'],
  price: 30,
  priceSale: 24,
  available: 5,
  status: 'sale',
  code: 'CAP-1',
  sku: 'ARD-ACC-9001',
  ...overrides,
});

describeApi('products API: editing the catalogue and reviews', (server) => {
  const create = async (overrides: Partial<NewProductInput> = {}): Promise<Product> => {
    const { status, body } = await server.api.post('/api/products/new', form(overrides), { token: server.adminToken });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.product;
  };
  const byName = (name: string) =>
    server.api.get('/api/products/product', { token: server.adminToken, query: { name } });
  const searchTotal = async (q: string) =>
    (await server.api.get('/api/products/search', { token: server.adminToken, query: { q } })).body.total;

  describe('POST /api/products/new', () => {
    it('an admin creates a product: sanitized description, derived stock level, no sales or reviews yet', async () => {
      const product = await create();
      expect(product).toMatchObject({
        name: 'Encore Tour Cap',
        description: '<p>A six-panel cap.</p>',
        cover: '/images/product/1.svg',
        tags: ['Cap', 'Tour'],
        price: 30,
        priceSale: 24,
        available: 5,
        inventoryType: 'low_stock',
        status: 'sale',
        sold: 0,
        totalRating: 0,
        totalReview: 0,
        reviews: [],
      });
      expect((await byName('encore-tour-cap')).body.product).toEqual(product);
      // The list, the search and its filters see it at once (cached reads follow the data version).
      expect((await server.api.get('/api/products', { token: server.adminToken })).body.products).toContainEqual(product);
      expect(await searchTotal('encore tour')).toBe(1);
      const { body } = await server.api.get('/api/products/search', {
        token: server.adminToken,
        query: { q: 'encore', colors: '#FF4842', gender: 'Women', priceMax: 24, inventory: 'low_stock' },
      });
      expect(body.products).toEqual([product]);
      const rows = await server.sql<{ effective_price: number }>('select effective_price from products where id = ?', [product.id]);
      expect(Number(rows[0]!.effective_price)).toBe(24);
    });

    it('refuses a member: 403 Permission denied for new, update and delete, and nothing changes', async () => {
      const member = await server.api.registerUser();
      const product = await create({ name: 'Members Cannot Touch' });
      const attempts = [
        server.api.post('/api/products/new', form({ name: 'Member product' }), { token: member.token }),
        server.api.post('/api/products/update', { ...form({ name: 'Taken' }), productId: product.id }, { token: member.token }),
        server.api.post('/api/products/delete', { productId: product.id }, { token: member.token }),
      ];
      for (const { status, body } of await Promise.all(attempts)) {
        expect(status).toBe(403);
        expect(body).toEqual(denied);
      }
      expect((await byName('members-cannot-touch')).body.product).toEqual(product);
      expect(await searchTotal('member product')).toBe(0);
      expect((await server.api.post('/api/products/new', form(), {})).status).toBe(401);
    });

    it('answers 400 naming the field for each form rule', async () => {
      const cases: [Record<string, unknown>, string, { code: string; message: string }][] = [
        [{ name: '' }, 'name', ProductErrors.nameRequired],
        [{ name: undefined }, 'name', ProductErrors.nameRequired],
        [{ name: '!!!' }, 'name', ProductErrors.nameWithoutWords],
        [{ name: 'New' }, 'name', ProductErrors.nameReserved],
        [{ name: ' NEW! ' }, 'name', ProductErrors.nameReserved],
        [{ description: ' ' }, 'description', ProductErrors.descriptionRequired],
        [{ description: '<script>x</script>' }, 'description', ProductErrors.descriptionRequired],
        [{ price: undefined }, 'price', ProductErrors.priceRequired],
        [{ price: -1 }, 'price', ProductErrors.priceInvalid],
        [{ images: [] }, 'images', ProductErrors.imagesRequired],
        [{ images: undefined }, 'images', ProductErrors.imagesRequired],
        [{ images: ['https://evil.example/a.png'] }, 'images.0', ProductErrors.imageInvalid],
        [{ priceSale: 40 }, 'priceSale', ProductErrors.priceSaleInvalid],
        [{ available: 1.5 }, 'available', ProductErrors.stockInvalid],
        [{ category: 'Hats' }, 'category', ProductErrors.categoryInvalid],
        [{ gender: ['Robots'] }, 'gender.0', ProductErrors.genderInvalid],
        [{ colors: ['red'] }, 'colors.0', ProductErrors.colorInvalid],
        [{ sizes: ['99'] }, 'sizes.0', ProductErrors.sizeInvalid],
        [{ status: 'hot' }, 'status', ProductErrors.statusInvalid],
      ];
      for (const [overrides, path, error] of cases) {
        const { status, body } = await server.api.post('/api/products/new', { ...form(), ...overrides }, { token: server.adminToken });
        expect(status, JSON.stringify(overrides)).toBe(400);
        expect(body.message, JSON.stringify(overrides)).toBe(`${path}: ${error.message}`);
        expect(body.code).toBe(error.code);
      }
    });

    it('refuses a name whose slug another product has', async () => {
      await create({ name: 'Unique Scarf' });
      const { status, body } = await server.api.post('/api/products/new', form({ name: 'unique   SCARF!' }), {
        token: server.adminToken,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: ProductErrors.nameTaken.code, message: `name: ${ProductErrors.nameTaken.message}` });
    });
  });

  describe('POST /api/products/update and /delete', () => {
    it('renames a product: the slug follows the name and the old slug still finds it', async () => {
      const product = await create({ name: 'Old Tour Poster' });
      const { status, body } = await server.api.post(
        '/api/products/update',
        { ...form({ name: 'New Tour Poster', available: 0, priceSale: null, status: 'new' }), productId: product.id },
        { token: server.adminToken },
      );
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.product).toMatchObject({
        id: product.id,
        name: 'New Tour Poster',
        inventoryType: 'out_of_stock',
        priceSale: null,
        status: 'new',
        createdAt: product.createdAt,
      });
      expect((await byName('new-tour-poster')).body.product).toEqual(body.product);
      const old = await byName('old-tour-poster');
      expect(old.status).toBe(200);
      expect(old.body.product.name).toBe('New Tour Poster');
      // A new product may take the freed slug: the current name wins over the former one.
      const taker = await create({ name: 'Old Tour Poster' });
      expect((await byName('old-tour-poster')).body.product.id).toBe(taker.id);
    });

    it('answers 404 for an unknown product and 400 for a missing id', async () => {
      const update = await server.api.post('/api/products/update', { ...form(), productId: 'nope' }, { token: server.adminToken });
      expect(update.status).toBe(404);
      expect(update.body.code).toBe('products.not_found');
      const remove = await server.api.post('/api/products/delete', { productId: 'nope' }, { token: server.adminToken });
      expect(remove.status).toBe(404);
      const missing = await server.api.post('/api/products/delete', {}, { token: server.adminToken });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(`productId: ${ProductErrors.productIdRequired.message}`);
    });

    it('deletes a product with its former slugs', async () => {
      const product = await create({ name: 'Short Lived Mug' });
      await server.api.post('/api/products/update', { ...form({ name: 'Renamed Mug' }), productId: product.id }, { token: server.adminToken });
      const { status, body } = await server.api.post('/api/products/delete', { productId: product.id }, { token: server.adminToken });
      expect(status).toBe(200);
      expect(body).toEqual({ productId: product.id });
      expect((await byName('renamed-mug')).status).toBe(404);
      expect((await byName('short-lived-mug')).status).toBe(404);
      expect(await searchTotal('mug')).toBe(0);
    });
  });

  describe('POST /api/products/reviews/new', () => {
    it('any signed-in user reviews once; the rating summary and counts follow', async () => {
      const product = await create({ name: 'Reviewed Tote' });
      const member = await server.api.registerUser();
      const review = (token: string, rating: number, comment = 'Sturdy and roomy, love it.') =>
        server.api.post('/api/products/reviews/new', { productId: product.id, rating, comment }, { token });
      const first = await review(member.token, 4);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const after = first.body.product as Product;
      expect(after.totalReview).toBe(1);
      expect(after.totalRating).toBe(4);
      expect(after.ratings.find((r) => r.name === '4 Star')).toEqual({ name: '4 Star', starCount: 1, reviewCount: 1 });
      expect(after.reviews[0]).toMatchObject({
        name: member.user.displayName,
        rating: 4,
        comment: 'Sturdy and roomy, love it.',
        isPurchased: false,
        helpful: 0,
      });
      const again = await review(member.token, 5);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ code: ProductErrors.reviewExists.code, message: `productId: ${ProductErrors.reviewExists.message}` });
      const second = await review(server.adminToken, 1, 'Not for me.');
      expect(second.body.product.totalReview).toBe(2);
      expect(second.body.product.totalRating).toBe(2.5);
      expect(second.body.product.reviews.map((r: { comment: string }) => r.comment)).toEqual(['Not for me.', 'Sturdy and roomy, love it.']);
      // Persisted, and the cached product read sees it.
      expect((await byName('reviewed-tote')).body.product).toEqual(second.body.product);
      const { body } = await server.api.get('/api/products/search', { token: member.token, query: { q: 'reviewed tote', rating: 2.5 } });
      expect(body.total).toBe(1);
    });

    it('marks the review of a buyer who ordered the product as a verified purchase', async () => {
      const product = await create({ name: 'Bought Cap' });
      const buyer = await server.api.registerUser();
      const placed = await server.api.post(
        '/api/orders/new',
        {
          lines: [{ productId: product.id, quantity: 1, size: product.sizes[0], color: product.colors[0] }],
          billing: {
            address: { name: 'Robin Member', phone: '+49 30 5550 1234', country: 'Germany', state: 'Berlin', city: 'Berlin', street: 'Kastanienallee 12', zipCode: '10435' },
          },
          delivery: 'standard',
        },
        { token: buyer.token },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const bought = await server.api.post('/api/products/reviews/new', { productId: product.id, rating: 5, comment: 'Fits well.' }, { token: buyer.token });
      expect(bought.body.product.reviews[0]).toMatchObject({ comment: 'Fits well.', isPurchased: true });
    });

    it('answers 400 for bad input, 404 for an unknown product, 401 without a token', async () => {
      const product = await create({ name: 'Review Rules Pin' });
      const member = await server.api.registerUser();
      const cases: [Record<string, unknown>, string, { code: string; message: string }][] = [
        [{ rating: 0 }, 'rating', ProductErrors.reviewRatingInvalid],
        [{ rating: 4.5 }, 'rating', ProductErrors.reviewRatingInvalid],
        [{ rating: 6 }, 'rating', ProductErrors.reviewRatingInvalid],
        [{ comment: '  ' }, 'comment', ProductErrors.reviewCommentRequired],
        [{ comment: 'x'.repeat(2001) }, 'comment', ProductErrors.reviewCommentTooLong],
        [{ productId: '' }, 'productId', ProductErrors.productIdRequired],
      ];
      for (const [overrides, path, error] of cases) {
        const { status, body } = await server.api.post(
          '/api/products/reviews/new',
          { productId: product.id, rating: 5, comment: 'Fine.', ...overrides },
          { token: member.token },
        );
        expect(status, JSON.stringify(overrides)).toBe(400);
        expect(body.message).toBe(`${path}: ${error.message}`);
      }
      const unknown = await server.api.post('/api/products/reviews/new', { productId: 'nope', rating: 5, comment: 'Fine.' }, { token: member.token });
      expect(unknown.status).toBe(404);
      expect((await server.api.post('/api/products/reviews/new', { productId: product.id, rating: 5, comment: 'Fine.' })).status).toBe(401);
      // None of the refusals left a review behind.
      expect((await byName('review-rules-pin')).body.product.totalReview).toBe(0);
    });
  });
});
