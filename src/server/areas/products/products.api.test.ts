import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessage } from '@/contract/errors';
import {
  ProductLimits,
  ProductValidation,
  inventoryTypes,
  productCategories,
  productColors,
  productGenders,
  productSchema,
  productSizes,
  productStatuses,
  ratingNames,
  type Product,
} from '@/contract/products';
import { toSlug } from '@/contract/slug';
import { describeApi } from '@/server/testing/api-server';

const within = (value: number, range: { min: number; max: number }) =>
  value >= range.min && value <= range.max;

describeApi('products API', (server) => {
  let products: Product[];

  beforeAll(async () => {
    products = (await server.api.get('/api/products', { token: server.adminToken })).body.products;
  });

  it('answers 401 without a valid token', async () => {
    for (const path of ['/api/products', '/api/products/product?name=studio-court-royale']) {
      const missing = await server.api.get(path);
      expect(missing.status, path).toBe(401);
      expect(missing.body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
      const invalid = await server.api.get(path, { token: 'not-a-token' });
      expect(invalid.status, path).toBe(401);
      expect(invalid.body).toEqual({ message: ErrorMessage.tokenInvalid, code: 'auth.token_invalid' });
    }
  });

  describe('GET /api/products', () => {
    it('returns the 24 seeded products with unique slugs, newest first', () => {
      expect(products).toHaveLength(24);
      for (const product of products) expect(() => productSchema.parse(product), product.name).not.toThrow();
      expect(new Set(products.map((product) => toSlug(product.name))).size).toBe(24);
      const times = products.map((product) => Date.parse(product.createdAt));
      for (let i = 1; i < times.length; i += 1) expect(times[i]!).toBeLessThan(times[i - 1]!);
      expect(times[0]!).toBeLessThanOrEqual(Date.now());
    });

    it('keeps every field within the ranges of the catalogue', () => {
      for (const product of products) {
        const label = product.name;
        expect(within(product.price, ProductLimits.price), label).toBe(true);
        if (product.priceSale === null) {
          expect(product.status, label).not.toBe('sale');
        } else {
          expect(within(product.priceSale, ProductLimits.priceSale), label).toBe(true);
          expect(product.priceSale, label).toBeLessThan(product.price);
          expect(product.status, label).toBe('sale');
        }
        expect(within(product.totalRating, ProductLimits.totalRating), label).toBe(true);
        expect(product.reviews.length, label).toBeGreaterThanOrEqual(3);
        expect(product.reviews.length, label).toBeLessThanOrEqual(8);
        expect(product.totalReview).toBe(product.reviews.length);
        for (const review of product.reviews) {
          expect(
            Number.isInteger(review.rating) && within(review.rating, ProductLimits.reviewRating),
            label,
          ).toBe(true);
          expect(within(review.helpful, ProductLimits.helpful), label).toBe(true);
          expect(review.avatarUrl).toMatch(/^\/images\/avatar\/\d+\.svg$/);
          expect(review.comment.length).toBeGreaterThan(10);
        }
        expect(product.ratings.map((rating) => rating.name)).toEqual([...ratingNames]);
        for (const [i, rating] of product.ratings.entries()) {
          expect(rating.reviewCount).toBe(product.reviews.filter((review) => review.rating === i + 1).length);
          expect(rating.starCount).toBeGreaterThanOrEqual(rating.reviewCount);
        }
        const starCount = product.ratings.reduce((sum, rating) => sum + rating.starCount, 0);
        const stars = product.ratings.reduce((sum, rating, i) => sum + rating.starCount * (i + 1), 0);
        expect(product.totalRating).toBeCloseTo(stars / starCount, 1);
        expect(product.sizes.length, label).toBeGreaterThan(0);
        for (const size of product.sizes) expect(productSizes).toContain(size);
        expect(product.colors.length, label).toBeGreaterThan(0);
        expect(new Set(product.colors).size).toBe(product.colors.length);
        for (const color of product.colors) expect(productColors).toContain(color);
        expect(product.images.length, label).toBeGreaterThanOrEqual(3);
        expect(product.images.length, label).toBeLessThanOrEqual(5);
        for (const image of product.images) expect(image).toMatch(/^\/images\/product\/\d+\.svg$/);
        expect(product.cover).toBe(product.images[0]);
        expect(product.gender.length, label).toBeGreaterThan(0);
        expect(product.available === 0, label).toBe(product.inventoryType === 'out_of_stock');
        if (product.inventoryType === 'low_stock') expect(product.available).toBeLessThan(10);
        expect(product.description).toMatch(/^<p>.+<\/p>/);
        expect(product.name).not.toMatch(/nike|adidas|puma|reebok|converse|vans|new balance|asics/i);
      }
      expect(new Set(productColors).size).toBe(8);
    });

    it('mixes categories, statuses, stock levels and genders', () => {
      const seen = <K extends keyof Product>(key: K) =>
        new Set(products.flatMap((product) => product[key] as unknown));
      expect(seen('category')).toEqual(new Set(productCategories));
      expect(seen('status')).toEqual(new Set(productStatuses));
      expect(seen('inventoryType')).toEqual(new Set(inventoryTypes));
      expect(seen('gender')).toEqual(new Set(productGenders));
      expect(new Set(products.map((product) => product.cover)).size).toBe(24);
    });
  });

  describe('GET /api/products/product', () => {
    it('finds every product by its name slug', async () => {
      for (const product of products) {
        const { status, body } = await server.api.get('/api/products/product', {
          token: server.adminToken,
          query: { name: toSlug(product.name) },
        });
        expect(status).toBe(200);
        expect(body).toEqual({ product });
      }
    });

    it('splits camel-case words in the slug, and accepts the name itself', async () => {
      for (const name of ['studio-court-royale', 'StudioCourt Royale']) {
        const { status, body } = await server.api.get('/api/products/product', { token: server.adminToken, query: { name } });
        expect(status).toBe(200);
        expect(body.product.name).toBe('StudioCourt Royale');
      }
    });

    it('answers 404 product not found for an unknown slug', async () => {
      const { status, body } = await server.api.get('/api/products/product', {
        token: server.adminToken,
        query: { name: 'no-such-product' },
      });
      expect(status).toBe(404);
      expect(body).toEqual({ message: ErrorMessage.productNotFound, code: 'products.not_found' });
    });

    it('answers 400 naming the field without a name', async () => {
      for (const query of [{}, { name: '' }, { name: '  ' }]) {
        const { status, body } = await server.api.get('/api/products/product', { token: server.adminToken, query });
        expect(status).toBe(400);
        expect(body.message).toBe(`name: ${ProductValidation.nameRequired}`);
      }
    });
  });
});
