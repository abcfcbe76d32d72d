import { expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { formatPrice } from '@/contract/money';
import type { Order } from '@/contract/orders';
import type { Product } from '@/contract/products';
import { describeApi, type ApiServer } from '@/server/testing/api-server';
import { pdfText } from '@/server/testing/pdf-text';

const address = {
  name: 'Zoë Käufer',
  phone: '+49 30 1234567',
  country: 'Deutschland',
  state: '',
  city: 'München',
  street: 'Straße des 17. Juni 1',
  zipCode: '80331',
};

describeApi('invoice PDF API', (server: ApiServer) => {
  let products: Product[] = [];
  const inStock = async (): Promise<Product[]> => {
    if (products.length === 0)
      products = (await server.api.get('/api/products', { token: server.adminToken })).body.products;
    return products.filter(
      (product) => product.available >= 10 && product.sizes.length > 0 && product.colors.length > 0,
    );
  };
  const placeOrder = async (token: string): Promise<Order> => {
    const [first, second] = await inStock();
    const { status, body } = await server.api.post(
      '/api/orders/new',
      {
        lines: [
          { productId: first!.id, quantity: 2, size: first!.sizes[0], color: first!.colors[0] },
          { productId: second!.id, quantity: 1, size: second!.sizes[0], color: second!.colors[0] },
        ],
        billing: { address },
        delivery: 'fast',
        discountCode: 'WELCOME10',
      },
      { token },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.order;
  };
  /** The PDF as bytes (the API client reads answers as text, which would garble them). */
  const getPdf = async (query: string, token?: string) => {
    const response = await fetch(`${server.baseUrl}/api/orders/order/pdf?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const jsonOf = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString('utf8'));

  it('answers the owner the invoice as a PDF download: number, lines, totals, buyer and seller', async () => {
    const buyer = await server.api.registerUser();
    const order = await placeOrder(buyer.token);
    const { response, bytes } = await getPdf(`id=${order.id}`, buyer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${order.number}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const text = pdfText(bytes);
    const lines = text.split('\n');
    expect(text).toContain(`#${order.number}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Invoice',
        'Invoice from',
        brand.company.name,
        `Email: ${brand.company.email}`,
        'Invoice to',
        address.name,
        address.street,
        `${address.zipCode} ${address.city}`,
        'Placed',
        'Product',
        'Unit price',
        formatPrice(order.subtotal, 'en'),
        'Discount (WELCOME10)',
        formatPrice(-order.discount, 'en'),
        'Shipping (Fast delivery)',
        formatPrice(2, 'en'),
        'Total',
        formatPrice(order.total, 'en'),
      ]),
    );
    for (const line of order.lines) {
      expect(text).toContain(line.name.split(' ')[0]);
      expect(lines).toContain(formatPrice(line.subtotal, 'en'));
    }
    expect(text).toContain('by bank transfer on receipt of this invoice');
    expect(text).toContain(`IBAN ${brand.company.bank.iban}`);
  });

  it('labels the PDF in German or French when asked, money formatted as the shop does', async () => {
    const buyer = await server.api.registerUser();
    const order = await placeOrder(buyer.token);
    const german = pdfText((await getPdf(`id=${order.id}&lang=de`, buyer.token)).bytes).split('\n');
    expect(german).toEqual(
      expect.arrayContaining([
        'Rechnung',
        'Rechnungsempfänger',
        'Aufgegeben',
        'Einzelpreis',
        'Rabatt (WELCOME10)',
        'Versand (Expressversand)',
        'Gesamtbetrag',
        formatPrice(order.total, 'de'),
      ]),
    );
    expect(german.join(' ')).toContain('Bitte überweisen Sie den Gesamtbetrag');
    const french = pdfText((await getPdf(`id=${order.id}&lang=fr`, buyer.token)).bytes).split('\n');
    expect(french).toEqual(
      expect.arrayContaining([
        'Facture',
        'Destinataire',
        'Remise (WELCOME10)',
        formatPrice(order.total, 'fr'),
      ]),
    );
  });

  it('prints a product name in any script: letters it cannot show become their base letter or "?"', async () => {
    const buyer = await server.api.registerUser();
    const order = await placeOrder(buyer.token);
    await server.sql('update order_lines set name = ? where order_id = ? and position = 0', [
      'Łódź 東京 Boot 😀',
      order.id,
    ]);
    const { response, bytes } = await getPdf(`id=${order.id}&lang=fr`, buyer.token);
    expect(response.status).toBe(200);
    expect(pdfText(bytes)).toContain('Lódz ?? Boot ?');
  });

  it('refuses others: another user 404, unknown id 404, no token 401, bad lang or no id 400', async () => {
    const buyer = await server.api.registerUser();
    const other = await server.api.registerUser();
    const order = await placeOrder(buyer.token);

    const foreign = await getPdf(`id=${order.id}`, other.token);
    expect(foreign.response.status).toBe(404);
    expect(jsonOf(foreign.bytes)).toEqual({ code: 'orders.not_found', message: 'Order not found' });

    const unknown = await getPdf('id=no-such-order', buyer.token);
    expect(unknown.response.status).toBe(404);
    expect(jsonOf(unknown.bytes).code).toBe('orders.not_found');

    const anonymous = await getPdf(`id=${order.id}`);
    expect(anonymous.response.status).toBe(401);
    expect(jsonOf(anonymous.bytes).code).toBe('auth.token_missing');

    const badLanguage = await getPdf(`id=${order.id}&lang=es`, buyer.token);
    expect(badLanguage.response.status).toBe(400);
    expect(jsonOf(badLanguage.bytes).message).toMatch(/^lang: /);

    const noId = await getPdf('lang=de', buyer.token);
    expect(noId.response.status).toBe(400);
    expect(jsonOf(noId.bytes).code).toBe('orders.order_id_required');
  });
});
