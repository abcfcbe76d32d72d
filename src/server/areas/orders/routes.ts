import { ordersApi } from '@/contract/api';
import { invoiceFileName } from '@/contract/invoice-document';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes-store';
import { renderInvoicePdf } from './invoice-pdf';
import { checkDiscountCode, findOrder, listOrders, placeOrder } from './orders-store';

export function ordersRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  // '/api/orders/*' also covers '/api/orders' itself.
  router.use('/api/orders/*', guards.requireUser);
  // Discount codes are the admins' (DECISIONS §3); checking one at checkout is anyone's.
  router.use('/api/orders/discount-codes', guards.requireAdmin);
  router.use('/api/orders/discount-codes/*', guards.requireAdmin);

  router.openapi(ordersApi.list, async (c) =>
    c.json({ orders: await listOrders(db, c.get('user').id) }, 200),
  );

  router.openapi(ordersApi.byId, async (c) =>
    c.json({ order: await findOrder(db, c.get('user').id, c.req.valid('query').id) }, 200),
  );

  router.openapi(ordersApi.invoicePdf, async (c) => {
    const { id, lang } = c.req.valid('query');
    const order = await findOrder(db, c.get('user').id, id);
    const pdf = await renderInvoicePdf(order, lang);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(order.number)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  router.openapi(ordersApi.checkDiscount, async (c) => {
    const { code, subtotal } = c.req.valid('json');
    return c.json({ discount: await checkDiscountCode(db, code, subtotal, clock()) }, 200);
  });

  router.openapi(ordersApi.create, async (c) =>
    c.json({ order: await placeOrder(db, c.get('user').id, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(ordersApi.discountCodes, async (c) =>
    c.json({ discountCodes: await listDiscountCodes(db, clock()) }, 200),
  );

  router.openapi(ordersApi.newDiscountCode, async (c) =>
    c.json({ discountCode: await createDiscountCode(db, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(ordersApi.updateDiscountCode, async (c) =>
    c.json({ discountCode: await updateDiscountCode(db, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(ordersApi.deleteDiscountCode, async (c) => {
    const { code } = c.req.valid('json');
    await deleteDiscountCode(db, code);
    return c.json({ code }, 200);
  });

  return router;
}
