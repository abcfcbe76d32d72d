import { randomUUID } from 'node:crypto';
import { productsApi } from '@/contract/api';
import { htmlHasContent } from '@/contract/blog-html';
import { ApiErrors } from '@/contract/errors';
import type { NewProductRequest } from '@/contract/product-catalogue';
import { ProductErrors, type Product } from '@/contract/products';
import { toSlug } from '@/contract/slug';
import type { AppDeps } from '@/server/app-deps';
import { releaseUnreferencedUploads } from '@/server/areas/uploads/upload-cleanup';
import type { AuthGuards } from '@/server/auth/middleware';
import { sanitizeRichText } from '@/server/html/rich-text';
import { fieldError, notFound } from '@/server/http/api-error';
import { cachedJson } from '@/server/http/cached-json';
import { createRouter } from '@/server/http/router';
import { searchProducts } from './catalogue-query';
import { addReview, createProduct, deleteProduct, deleteProducts, updateProduct } from './product-edits-store';
import { productUploadUrls } from './product-uploads';
import { findProductById, findProductBySlug, listProducts, PRODUCTS_VERSION_KEY } from './products-store';

/** The form's fields as they are stored: the description sanitized, 400 when nothing readable is left of it. */
function storedFields<T extends NewProductRequest>(input: T): T {
  const description = sanitizeRichText(input.description);
  if (!htmlHasContent(description)) throw fieldError('description', ProductErrors.descriptionRequired);
  return { ...input, description };
}

/**
 * The catalogue: reading it (anyone signed in), the paged query of the shop and the admin list, writing it
 * (admins only, DECISIONS §3) and reviewing products (anyone signed in, once per product).
 */
export function productsRoutes(deps: AppDeps, guards: AuthGuards) {
  const { database, clock } = deps;
  const { db } = database;
  const router = createRouter();
  router.use('/api/products/*', guards.requireUser);
  for (const route of [productsApi.newProduct, productsApi.updateProduct, productsApi.deleteProduct, productsApi.deleteProducts])
    router.use(route.path, guards.requireAdmin);

  const versionKey = PRODUCTS_VERSION_KEY;
  const readProduct = async (id: string): Promise<Product> => {
    const product = await findProductById(db, id);
    if (!product) throw notFound(ApiErrors.productNotFound);
    return product;
  };

  router.openapi(productsApi.all, (c) =>
    cachedJson(c, { database, versionKey, key: 'list', build: async () => ({ products: await listProducts(db) }) }),
  );

  router.openapi(productsApi.search, async (c) => c.json(await searchProducts(db, c.req.valid('query')), 200));

  router.openapi(productsApi.byName, (c) => {
    const slug = toSlug(c.req.valid('query').name);
    return cachedJson(c, {
      database,
      versionKey,
      key: `product:${slug}`,
      build: async () => {
        const product = await findProductBySlug(db, slug);
        if (!product) throw notFound(ApiErrors.productNotFound);
        return { product };
      },
    });
  });

  router.openapi(productsApi.newProduct, async (c) => {
    const fields = storedFields(c.req.valid('json'));
    const product = await createProduct(db, randomUUID(), fields, clock().toISOString());
    return c.json({ product }, 200);
  });

  // An edit or a delete may leave uploads that nothing shows any more: they go at once (nothing else may use them).
  router.openapi(productsApi.updateProduct, async (c) => {
    const { productId, ...input } = c.req.valid('json');
    const fields = storedFields(input);
    const before = await readProduct(productId);
    const product = await updateProduct(db, productId, fields);
    await releaseUnreferencedUploads(deps, productUploadUrls(before));
    return c.json({ product }, 200);
  });

  router.openapi(productsApi.deleteProduct, async (c) => {
    const { productId } = c.req.valid('json');
    const deleted = await deleteProduct(db, productId);
    await releaseUnreferencedUploads(deps, productUploadUrls(deleted));
    return c.json({ productId }, 200);
  });

  router.openapi(productsApi.deleteProducts, async (c) => {
    const { productIds } = c.req.valid('json');
    const deleted = await deleteProducts(db, productIds);
    await releaseUnreferencedUploads(deps, deleted.flatMap((product) => productUploadUrls(product)));
    return c.json({ productIds }, 200);
  });

  router.openapi(productsApi.newReview, async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user');
    await addReview(
      db,
      { id: user.id, name: user.display_name, avatarUrl: user.photo_url },
      { ...input, id: randomUUID(), postedAt: clock().toISOString() },
    );
    return c.json({ product: await readProduct(input.productId) }, 200);
  });

  return router;
}
