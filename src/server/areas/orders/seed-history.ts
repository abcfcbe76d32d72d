import { cartSubtotal, checkoutTotal, discountAmount, roundMoney, shippingPrice } from '@/contract/cart';
import { toJson, fromJson } from '@/server/db/columns';
import { batches } from '@/server/db/query-helpers';
import type { SeedContext } from '@/server/db/seed/seed-context';
import { FIRST_ORDER_NUMBER } from './migration';
import { rebuildSalesSummaries } from './sales-summaries';
import type { OrderLinesTable, OrdersTable } from './tables';

/** Two years of shop history, so this year can be set beside the last one. */
export const SEEDED_HISTORY_DAYS = 730;

const cities = [
  { country: 'Germany', state: 'Berlin', city: 'Berlin', street: 'Kastanienallee 12', zipCode: '10435' },
  { country: 'Germany', state: 'Bavaria', city: 'Munich', street: 'Leopoldstraße 48', zipCode: '80802' },
  { country: 'Austria', state: 'Vienna', city: 'Vienna', street: 'Neubaugasse 7', zipCode: '1070' },
  { country: 'Switzerland', state: 'Zurich', city: 'Zurich', street: 'Langstrasse 120', zipCode: '8004' },
  { country: 'France', state: 'Île-de-France', city: 'Paris', street: '18 rue Oberkampf', zipCode: '75011' },
  {
    country: 'United Kingdom',
    state: 'England',
    city: 'London',
    street: '22 Columbia Road',
    zipCode: 'E2 7RG',
  },
  {
    country: 'Netherlands',
    state: 'North Holland',
    city: 'Amsterdam',
    street: 'Haarlemmerstraat 30',
    zipCode: '1013 EK',
  },
] as const;

/** More orders in the last weeks of the year, fewer in summer. */
const monthWeight = [0.9, 0.8, 0.9, 1, 1, 0.85, 0.75, 0.8, 1, 1.1, 1.4, 1.7];

/**
 * Orders of the members over the past two years, growing towards today and busiest before the holidays, and
 * the sales summaries built from them. Written in a few bulk inserts, not order by order: every server start
 * on an empty database seeds. Stock is left as the catalogue seeded it (these orders lie in the past), and the
 * admin places none: their invoices are the ones they place.
 */
export async function seedOrderHistory(ctx: SeedContext): Promise<void> {
  const { db, memberIds } = ctx;
  const faker = ctx.faker('order-history');
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'images', 'price', 'price_sale', 'sizes', 'colors'])
    .orderBy('id')
    .execute();
  if (products.length === 0 || memberIds.length === 0) return;
  // The shop's best sellers: the catalogue in an order of popularity of its own, not by id.
  const byPopularity = faker.helpers.shuffle(products);

  const orders: OrdersTable[] = [];
  const lines: OrderLinesTable[] = [];
  for (let daysAgo = SEEDED_HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = new Date(ctx.now.getTime() - daysAgo * 86_400_000);
    const growth = 0.6 + 0.8 * (1 - daysAgo / SEEDED_HISTORY_DAYS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 1.3 : 1;
    const expected = 1.1 * growth * monthWeight[day.getUTCMonth()]! * weekend;
    const count = Math.floor(expected + faker.number.float({ min: 0, max: 1 }));
    for (let n = 0; n < count; n += 1) {
      const id = faker.string.uuid();
      const buyer = faker.helpers.arrayElement(memberIds);
      const createdAt = new Date(day.getTime() + faker.number.int({ min: 0, max: 86_399 }) * 1000);
      // A few products sell far more than the rest, as in any shop.
      const pick = () =>
        byPopularity[Math.floor(byPopularity.length * faker.number.float({ min: 0, max: 1 }) ** 1.6)]!;
      const chosen = [
        ...new Map(
          Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, pick).map((p) => [p.id, p]),
        ).values(),
      ];
      const orderLines = chosen.map((product, position) => {
        const price = Number(product.price_sale ?? product.price);
        const quantity = faker.helpers.weightedArrayElement([
          { weight: 8, value: 1 },
          { weight: 2, value: 2 },
          { weight: 1, value: 3 },
        ]);
        return {
          id: faker.string.uuid(),
          order_id: id,
          position,
          product_id: product.id,
          name: product.name,
          cover: fromJson<string[]>(product.images, [])[0] ?? '',
          size: fromJson<string[]>(product.sizes, [])[0] ?? '',
          color: fromJson<string[]>(product.colors, [])[0] ?? '',
          quantity,
          price,
          subtotal: roundMoney(price * quantity),
        };
      });
      const subtotal = cartSubtotal(orderLines);
      const code = faker.helpers.weightedArrayElement([
        { weight: 8, value: null },
        { weight: 1, value: { code: 'FANCLUB20', kind: 'percent', value: 20 } as const },
        { weight: 1, value: { code: 'TOUR5', kind: 'amount', value: 5 } as const },
      ]);
      const discount = discountAmount(code, subtotal);
      const delivery = faker.helpers.weightedArrayElement([
        { weight: 3, value: 'standard' },
        { weight: 1, value: 'fast' },
      ] as const);
      const shipping = shippingPrice(delivery);
      const place = faker.helpers.arrayElement(cities);
      orders.push({
        id,
        user_id: buyer,
        number: 0,
        status: daysAgo > 14 ? 'delivered' : daysAgo > 3 ? 'shipped' : 'placed',
        subtotal,
        discount,
        discount_code: code?.code ?? null,
        shipping,
        delivery,
        total: checkoutTotal({ subtotal, discount, shipping }),
        address: toJson({
          id: faker.string.uuid(),
          name: faker.person.fullName(),
          phone: faker.phone.number(),
          ...place,
        }),
        created_at: createdAt.toISOString(),
      });
      lines.push(...orderLines);
    }
  }
  orders.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  orders.forEach((order, index) => {
    order.number = FIRST_ORDER_NUMBER + index;
  });

  for (const batch of batches(orders, 400)) await db.insertInto('orders').values(batch).execute();
  for (const batch of batches(lines, 500)) await db.insertInto('order_lines').values(batch).execute();
  await db
    .updateTable('order_number_counter')
    .set({ last_number: FIRST_ORDER_NUMBER + orders.length - 1 })
    .where('id', '=', 1)
    .execute();
  await rebuildSalesSummaries(db);
}
