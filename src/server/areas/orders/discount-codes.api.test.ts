import { expect, it } from 'vitest';
import type { DiscountCode } from '@/contract/discount-codes';
import type { Product } from '@/contract/products';
import { describeApi, type ApiServer } from '@/server/testing/api-server';

const address = {
  name: 'Ada Buyer',
  phone: '',
  country: 'United Kingdom',
  state: '',
  city: 'London',
  street: '1 Stage Door',
  zipCode: '',
};

describeApi('discount codes API', (server: ApiServer) => {
  let stamp = 0;
  /** A code no other test uses: 3-20 letters and digits. */
  const freshCode = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${(stamp++).toString(36).toUpperCase()}`;
  const admin = (path: string, body?: Record<string, unknown>) =>
    body === undefined
      ? server.api.get(path, { token: server.adminToken })
      : server.api.post(path, body, { token: server.adminToken });
  const listed = async (code: string): Promise<DiscountCode | undefined> =>
    ((await admin('/api/orders/discount-codes')).body.discountCodes as DiscountCode[]).find(
      (entry) => entry.code === code,
    );
  const inStock = async (): Promise<Product> => {
    const { products } = (await server.api.get('/api/products', { token: server.adminToken })).body as {
      products: Product[];
    };
    const found = products.find(
      (candidate) => candidate.priceSale === null && candidate.sizes.length > 0 && candidate.colors.length > 0,
    )!;
    await server.sql('update products set available = ? where id = ?', [50, found.id]);
    return found;
  };

  it('needs a token (401) and an admin (403 Permission denied) for every call', async () => {
    const calls = [
      ['get', '/api/orders/discount-codes'],
      ['post', '/api/orders/discount-codes/new'],
      ['post', '/api/orders/discount-codes/update'],
      ['post', '/api/orders/discount-codes/delete'],
    ] as const;
    const member = await server.api.registerUser();
    const body = { code: 'MEMBER10', kind: 'percent', value: 10 };
    for (const [method, path] of calls) {
      const signedOut = method === 'get' ? await server.api.get(path) : await server.api.post(path, body);
      expect(signedOut.status, path).toBe(401);
      expect(signedOut.body.code).toBe('auth.token_missing');
      const asMember =
        method === 'get'
          ? await server.api.get(path, { token: member.token })
          : await server.api.post(path, body, { token: member.token });
      expect(asMember.status, path).toBe(403);
      expect(asMember.body).toEqual({ message: 'Permission denied', code: 'auth.permission_denied' });
    }
    expect(await listed('MEMBER10')).toBeUndefined();
  });

  it('lists the seeded codes with their kind, value, expiry and uses', async () => {
    const { status, body } = await admin('/api/orders/discount-codes');
    expect(status).toBe(200);
    const byCode = new Map((body.discountCodes as DiscountCode[]).map((entry) => [entry.code, entry]));
    expect(byCode.get('WELCOME10')).toMatchObject({ kind: 'percent', value: 10, expired: false });
    expect(byCode.get('WELCOME10')!.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byCode.get('TOUR5')).toMatchObject({ kind: 'amount', value: 5, expired: false });
    expect(byCode.get('FANCLUB20')).toMatchObject({ expiresOn: null, expiresAt: null, expired: false });
    expect(byCode.get('SUMMER15')).toMatchObject({ kind: 'percent', value: 15, expired: true });
    for (const entry of byCode.values()) expect(entry.uses).toBeGreaterThanOrEqual(0);
  });

  it('refuses bad input with 400 naming the field and its code', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'AB', kind: 'percent', value: 10 }, 'code', 'orders.discount_code_invalid'],
      [{ code: 'A'.repeat(21), kind: 'percent', value: 10 }, 'code', 'orders.discount_code_invalid'],
      [{ code: 'SPRING-10', kind: 'percent', value: 10 }, 'code', 'orders.discount_code_invalid'],
      [{ code: 'ÄPFEL10', kind: 'percent', value: 10 }, 'code', 'orders.discount_code_invalid'],
      [{ kind: 'percent', value: 10 }, 'code', 'orders.discount_code_invalid'],
      [{ code: 'GOOD10', kind: 'half', value: 10 }, 'kind', 'orders.discount_kind_invalid'],
      [{ code: 'GOOD10', kind: 'percent', value: 0 }, 'value', 'orders.discount_percent_invalid'],
      [{ code: 'GOOD10', kind: 'percent', value: 101 }, 'value', 'orders.discount_percent_invalid'],
      [{ code: 'GOOD10', kind: 'percent', value: 12.5 }, 'value', 'orders.discount_percent_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: 0 }, 'value', 'orders.discount_amount_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: -5 }, 'value', 'orders.discount_amount_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: 1.005 }, 'value', 'orders.discount_amount_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: 10_001 }, 'value', 'orders.discount_amount_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: '5' }, 'value', 'orders.discount_amount_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: 5, expiresOn: '2026-02-30' }, 'expiresOn', 'orders.discount_expiry_invalid'],
      [{ code: 'GOOD10', kind: 'amount', value: 5, expiresOn: 'tomorrow' }, 'expiresOn', 'orders.discount_expiry_invalid'],
    ];
    for (const [body, path, code] of cases) {
      const response = await admin('/api/orders/discount-codes/new', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
    }
    expect(await listed('GOOD10')).toBeUndefined();
  });

  it('creates a code (upper-cased), refuses the same code again with 409, updates and deletes it', async () => {
    const code = freshCode('NEW');
    const created = await admin('/api/orders/discount-codes/new', {
      code: ` ${code.toLowerCase()} `,
      kind: 'percent',
      value: 25,
      expiresOn: '2099-12-31',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.discountCode).toMatchObject({
      code,
      kind: 'percent',
      value: 25,
      expiresOn: '2099-12-31',
      expired: false,
      uses: 0,
    });
    expect(await listed(code)).toMatchObject({ code, value: 25 });

    const again = await admin('/api/orders/discount-codes/new', { code, kind: 'amount', value: 3 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'A discount code with this name already exists', code: 'orders.discount_code_taken' });
    expect(await listed(code)).toMatchObject({ kind: 'percent', value: 25 });

    const updated = await admin('/api/orders/discount-codes/update', {
      code: code.toLowerCase(),
      kind: 'amount',
      value: 7.5,
      expiresOn: null,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.discountCode).toMatchObject({ code, kind: 'amount', value: 7.5, expiresOn: null, expired: false });
    expect(await listed(code)).toMatchObject({ kind: 'amount', value: 7.5, expiresOn: null });

    const badUpdate = await admin('/api/orders/discount-codes/update', { code, kind: 'percent', value: 200 });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.code).toBe('orders.discount_percent_invalid');

    const deleted = await admin('/api/orders/discount-codes/delete', { code });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ code });
    expect(await listed(code)).toBeUndefined();
    for (const path of ['/api/orders/discount-codes/delete', '/api/orders/discount-codes/update']) {
      const gone = await admin(path, { code, kind: 'amount', value: 1 });
      expect(gone.status, path).toBe(404);
      expect(gone.body).toEqual({ message: 'Discount code not found', code: 'orders.discount_code_not_found' });
    }
  });

  it('an expiry date in the past makes the code expired at once, and checkout refuses it', async () => {
    const code = freshCode('OLD');
    const created = await admin('/api/orders/discount-codes/new', { code, kind: 'amount', value: 2, expiresOn: '2020-01-31' });
    expect(created.body.discountCode).toMatchObject({ expired: true, expiresOn: '2020-01-31' });
    const buyer = await server.api.registerUser();
    const checked = await server.api.post('/api/orders/discount', { code }, { token: buyer.token });
    expect(checked.status).toBe(400);
    expect(checked.body.code).toBe('orders.discount_code_expired');
  });

  it('a created code applies at checkout and in an order, counts its use; deleted, checkout refuses it', async () => {
    const code = freshCode('FAN');
    expect((await admin('/api/orders/discount-codes/new', { code, kind: 'percent', value: 50 })).status).toBe(200);
    const buyer = await server.api.registerUser();
    const checked = await server.api.post(
      '/api/orders/discount',
      { code: code.toLowerCase(), subtotal: 80 },
      { token: buyer.token },
    );
    expect(checked.status).toBe(200);
    expect(checked.body.discount).toMatchObject({ code, kind: 'percent', value: 50, amount: 40 });

    const item = await inStock();
    const line = { productId: item.id, quantity: 2, size: item.sizes[0], color: item.colors[0] };
    const placed = await server.api.post(
      '/api/orders/new',
      { lines: [line], billing: { address }, delivery: 'standard', discountCode: code },
      { token: buyer.token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.order).toMatchObject({
      subtotal: item.price * 2,
      discount: item.price,
      discountCode: code,
      total: item.price,
    });
    expect(await listed(code)).toMatchObject({ uses: 1 });

    expect((await admin('/api/orders/discount-codes/delete', { code })).status).toBe(200);
    const refused = await server.api.post('/api/orders/discount', { code }, { token: buyer.token });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('orders.discount_code_unknown');
    const refusedOrder = await server.api.post(
      '/api/orders/new',
      { lines: [line], billing: { address }, delivery: 'standard', discountCode: code },
      { token: buyer.token },
    );
    expect(refusedOrder.status).toBe(400);
    expect(refusedOrder.body.code).toBe('orders.discount_code_unknown');
    // The order placed with it keeps its name.
    const orders = await server.api.get('/api/orders', { token: buyer.token });
    expect(orders.body.orders[0]).toMatchObject({ discountCode: code });
  });
});
