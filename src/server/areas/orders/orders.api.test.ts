import { expect, it } from 'vitest';
import { notificationLinks } from '@/contract/notification-links';
import type { Order } from '@/contract/orders';
import type { Product } from '@/contract/products';
import { describeApi, type ApiServer } from '@/server/testing/api-server';

const address = {
  name: 'Ada Buyer',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  state: '',
  city: 'London',
  street: '1 Stage Door',
  zipCode: 'N1 9GU',
};

describeApi('orders API', (server: ApiServer) => {
  let products: Product[] = [];
  const product = async (predicate: (product: Product) => boolean = () => true): Promise<Product> => {
    if (products.length === 0)
      products = (await server.api.get('/api/products', { token: server.adminToken })).body.products;
    const found = products.find(
      (candidate) =>
        candidate.available > 0 &&
        candidate.sizes.length > 0 &&
        candidate.colors.length > 0 &&
        predicate(candidate),
    );
    if (!found) throw new Error('no product fits');
    return found;
  };
  const lineOf = (item: Product, quantity = 1) => ({
    productId: item.id,
    quantity,
    size: item.sizes[0]!,
    color: item.colors[0]!,
  });
  const stockOf = async (id: string) =>
    Number(
      (await server.sql<{ available: number }>('select available from products where id = ?', [id]))[0]!
        .available,
    );
  const setStock = (id: string, available: number) =>
    server.sql('update products set available = ? where id = ?', [available, id]);
  const place = (token: string, body: Record<string, unknown>) =>
    server.api.post('/api/orders/new', body, { token });
  const order = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
    lines,
    billing: { address },
    delivery: 'standard',
    ...extra,
  });

  it('needs a token: 401 everywhere', async () => {
    for (const [method, path] of [
      ['get', '/api/orders'],
      ['get', '/api/orders/order?id=x'],
      ['post', '/api/orders/new'],
      ['post', '/api/orders/discount'],
    ] as const) {
      const response = method === 'get' ? await server.api.get(path) : await server.api.post(path, {});
      expect(response.status, path).toBe(401);
      expect(response.body.code).toBe('auth.token_missing');
    }
  });

  it('charges the stored prices, never the client’s, and recomputes every total', async () => {
    const buyer = await server.api.registerUser();
    const item = await product((candidate) => candidate.priceSale === null);
    const onSale = await product((candidate) => candidate.priceSale !== null);
    const { status, body } = await place(
      buyer.token,
      order(
        [
          { ...lineOf(item, 2), price: 0.01 },
          { ...lineOf(onSale), price: 0, subtotal: 0 },
        ],
        {
          delivery: 'fast',
          subtotal: 1,
          total: 1,
          discount: 999,
        },
      ),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const placed: Order = body.order;
    expect(placed.lines.map((line) => [line.productId, line.quantity, line.price, line.subtotal])).toEqual([
      [item.id, 2, item.price, item.price * 2],
      [onSale.id, 1, onSale.priceSale, onSale.priceSale],
    ]);
    const subtotal = Math.round((item.price * 2 + onSale.priceSale!) * 100) / 100;
    expect(placed).toMatchObject({
      subtotal,
      discount: 0,
      shipping: 2,
      total: subtotal + 2,
      status: 'placed',
      delivery: 'fast',
      discountCode: null,
    });
    expect(placed.address).toMatchObject(address);
    expect(placed.number).toBeGreaterThanOrEqual(1001);
    // The new address is now in the buyer's address book.
    const book = (await server.api.get('/api/user/account/address-book', { token: buyer.token })).body
      .addressBook;
    // It is the buyer's first address, so the default one (which the order's copy does not mark).
    expect(book).toEqual([{ ...placed.address, isDefault: true }]);
  });

  it('takes the stock and bumps the catalogue, so the product list shows it at once', async () => {
    const buyer = await server.api.registerUser();
    const item = await product();
    await setStock(item.id, 7);
    await server.api.get('/api/products', { token: buyer.token }); // warm the cache
    const { status } = await place(buyer.token, order([lineOf(item, 3)]));
    expect(status).toBe(200);
    expect(await stockOf(item.id)).toBe(4);
    const listed: Product[] = (await server.api.get('/api/products', { token: buyer.token })).body.products;
    expect(listed.find((candidate) => candidate.id === item.id)!.available).toBe(4);
  });

  it('applies a discount code; an unknown or expired one is 400 and orders nothing', async () => {
    const buyer = await server.api.registerUser();
    const checked = await server.api.post(
      '/api/orders/discount',
      { code: 'welcome10', subtotal: 50 },
      { token: buyer.token },
    );
    expect(checked.status).toBe(200);
    expect(checked.body.discount).toMatchObject({ code: 'WELCOME10', kind: 'percent', value: 10, amount: 5 });
    const unknown = await server.api.post('/api/orders/discount', { code: 'NOPE' }, { token: buyer.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('orders.discount_code_unknown');
    const expired = await server.api.post(
      '/api/orders/discount',
      { code: 'SUMMER15' },
      { token: buyer.token },
    );
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('orders.discount_code_expired');

    const item = await product((candidate) => candidate.priceSale === null);
    await setStock(item.id, 50);
    const { status, body } = await place(buyer.token, order([lineOf(item, 2)], { discountCode: 'tour5' }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.order).toMatchObject({
      subtotal: item.price * 2,
      discount: 5,
      discountCode: 'TOUR5',
      shipping: 0,
      total: item.price * 2 - 5,
    });

    const refused = await place(buyer.token, order([lineOf(item, 2)], { discountCode: 'SUMMER15' }));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('orders.discount_code_expired');
    expect(await stockOf(item.id)).toBe(48);
  });

  it('refuses bad input with a 4xx, never a 5xx, and takes no stock', async () => {
    const buyer = await server.api.registerUser();
    const item = await product();
    await setStock(item.id, 30);
    const line = lineOf(item);
    const cases: [unknown, number, string?][] = [
      [{}, 400],
      [order([]), 400, 'orders.lines_required'],
      [order(Array.from({ length: 21 }, () => line)), 400, 'orders.too_many_lines'],
      [order([{ ...line, quantity: 0 }]), 400, 'orders.quantity_invalid'],
      [order([{ ...line, quantity: -3 }]), 400, 'orders.quantity_invalid'],
      [order([{ ...line, quantity: 1.5 }]), 400, 'orders.quantity_invalid'],
      [order([{ ...line, quantity: 1e12 }]), 400, 'orders.quantity_invalid'],
      [order([{ ...line, quantity: '2' }]), 400, 'orders.quantity_invalid'],
      [order([line, line, { ...line, quantity: 98 }]), 400, 'orders.quantity_invalid'],
      [order([{ ...line, productId: '' }]), 400, 'orders.product_id_required'],
      [order([{ ...line, productId: 'no-such-product' }]), 404, 'orders.product_not_found'],
      [order([{ ...line, size: 'XXL' }]), 400, 'orders.size_unavailable'],
      [order([{ ...line, color: '#123456' }]), 400, 'orders.color_unavailable'],
      [order([line], { delivery: 'teleport' }), 400, 'orders.delivery_invalid'],
      [order([line], { billing: undefined }), 400],
      [order([line], { billing: {} }), 400, 'orders.billing_required'],
      [order([line], { billing: { addressId: 'x', address } }), 400, 'orders.billing_required'],
      [
        order([line], { billing: { address: { ...address, city: '' } } }),
        400,
        'orders.address_field_required',
      ],
      [order([line], { billing: { addressId: 'not-mine' } }), 400, 'orders.address_not_found'],
      [order([line], { discountCode: 'X'.repeat(500) }), 400],
      [{ ...order([]), lines: 'lines' }, 400],
      [[], 400],
    ];
    for (const [body, status, code] of cases) {
      const response = await place(buyer.token, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      if (code) expect(JSON.stringify(response.body), JSON.stringify(body).slice(0, 200)).toContain(code);
    }
    expect(await stockOf(item.id)).toBe(30);
    const badQuery = await server.api.get('/api/orders/order', { token: buyer.token });
    expect(badQuery.status).toBe(400);
  });

  it('refuses more than the stock with 409 and takes nothing', async () => {
    const buyer = await server.api.registerUser();
    const first = await product();
    const second = await product((candidate) => candidate.id !== first.id);
    await setStock(first.id, 10);
    await setStock(second.id, 1);
    const { status, body } = await place(buyer.token, order([lineOf(first, 2), lineOf(second, 2)]));
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'orders.out_of_stock', message: 'Not enough in stock for this order' });
    expect(await stockOf(first.id)).toBe(10);
    expect(await stockOf(second.id)).toBe(1);
  });

  it('lets exactly 5 of 20 racing orders take the last 5 units; the rest get 409 and stock ends at 0', async () => {
    const item = await product();
    await setStock(item.id, 5);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => server.api.registerUser()));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(buyers[i % buyers.length]!.token, order([lineOf(item, 1)]))),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const result of results.filter((r) => r.status === 409))
      expect(result.body.code).toBe('orders.out_of_stock');
    expect(await stockOf(item.id)).toBe(0);
    const numbers = results.filter((r) => r.status === 200).map((r) => (r.body.order as Order).number);
    expect(new Set(numbers).size).toBe(5);
    const [stored] = await server.sql<{ inventory_type: string }>(
      'select inventory_type from products where id = ?',
      [item.id],
    );
    expect(stored?.inventory_type).toBe('out_of_stock');
  });

  it('shows the order to its buyer: notification, invoice, order list and order; another user gets 404', async () => {
    const buyer = await server.api.registerUser();
    const other = await server.api.registerUser();
    const item = await product();
    await setStock(item.id, 20);
    const first: Order = (await place(buyer.token, order([lineOf(item, 1)]))).body.order;
    const addressId = first.address.id;
    const { status, body } = await place(buyer.token, order([lineOf(item, 2)], { billing: { addressId } }));
    expect(status, JSON.stringify(body)).toBe(200);
    const second: Order = body.order;
    expect(second.address).toEqual(first.address);

    const notifications = (await server.api.get('/api/notifications/list', { token: buyer.token })).body
      .notifications;
    const placed = notifications.filter((n: { type: string }) => n.type === 'order_placed');
    expect(placed).toHaveLength(2);
    expect(placed[0]).toMatchObject({
      isUnRead: true,
      title: `Your order #${second.number} has been placed`,
      description: `2 items, total ${second.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}. We will let you know when it ships.`,
      // What the web shows in the reader's language.
      message: { key: 'orderPlaced', params: { number: second.number, count: 2, total: second.total } },
      link: notificationLinks.invoice(second.id),
    });
    expect(
      (await server.api.get('/api/notifications/list', { token: other.token })).body.notifications,
    ).toEqual([]);

    const invoices = (await server.api.get('/api/user/account/invoices', { token: buyer.token })).body
      .invoices;
    expect(invoices).toEqual([
      { id: second.id, number: second.number, createdAt: second.createdAt, price: second.total },
      { id: first.id, number: first.number, createdAt: first.createdAt, price: first.total },
    ]);
    expect(
      (await server.api.get('/api/user/account/invoices', { token: other.token })).body.invoices,
    ).toEqual([]);

    const orders = (await server.api.get('/api/orders', { token: buyer.token })).body.orders;
    expect(orders).toEqual([second, first]);
    expect((await server.api.get('/api/orders', { token: other.token })).body.orders).toEqual([]);

    const own = await server.api.get('/api/orders/order', { token: buyer.token, query: { id: first.id } });
    expect(own.status).toBe(200);
    expect(own.body.order).toEqual(first);
    const foreign = await server.api.get('/api/orders/order', {
      token: other.token,
      query: { id: first.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'orders.not_found', message: 'Order not found' });
    const foreignAddress = await place(other.token, order([lineOf(item, 1)], { billing: { addressId } }));
    expect(foreignAddress.status).toBe(400);
  });
});
