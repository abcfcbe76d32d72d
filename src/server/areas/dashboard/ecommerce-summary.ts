import { sql } from 'kysely';
import { roundMoney } from '@/contract/cart';
import { DashboardLimits, type DashboardPeriod, type EcommerceSummary } from '@/contract/dashboard';
import { productCategories, productGenders, type ProductCategory } from '@/contract/product-rules';
import { fromJson } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { newestOrders } from './newest-orders';
import { bucketOf, bucketStarts, periodRange, trend } from './period';

interface Totals {
  orders: number;
  items: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

async function salesTotals(db: Db, from: string, to: string): Promise<Totals> {
  const row = await db
    .selectFrom('sales_days')
    .select([
      sql<number>`coalesce(sum(orders), 0)`.as('orders'),
      sql<number>`coalesce(sum(items), 0)`.as('items'),
      sql<number>`coalesce(sum(subtotal), 0)`.as('subtotal'),
      sql<number>`coalesce(sum(discount), 0)`.as('discount'),
      sql<number>`coalesce(sum(shipping), 0)`.as('shipping'),
      sql<number>`coalesce(sum(total), 0)`.as('total'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return {
    orders: Number(row.orders),
    items: Number(row.items),
    subtotal: roundMoney(Number(row.subtotal)),
    discount: roundMoney(Number(row.discount)),
    shipping: roundMoney(Number(row.shipping)),
    total: roundMoney(Number(row.total)),
  };
}

const averageOrderValue = (totals: Totals) =>
  totals.orders === 0 ? 0 : roundMoney(totals.total / totals.orders);
const netSales = (totals: Totals) => roundMoney(totals.subtotal - totals.discount);

async function salesDays(db: Db, from: string, to: string) {
  return db
    .selectFrom('sales_days')
    .select(['day', 'orders', 'total'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/** Revenue per calendar month of `year` (index 0 is January). */
function monthlyRevenue(days: { day: string; total: number }[], year: number): number[] {
  const months = Array.from({ length: 12 }, () => 0);
  for (const { day, total } of days) {
    if (Number(day.slice(0, 4)) === year) months[Number(day.slice(5, 7)) - 1]! += Number(total);
  }
  return months.map(roundMoney);
}

/** Units and revenue of the period per product characteristic (gender mask, category) of the catalogue. */
async function soldBy<C extends 'gender_mask' | 'category'>(db: Db, column: C, from: string, to: string) {
  return db
    .selectFrom('product_sales_days')
    .innerJoin('products', 'products.id', 'product_sales_days.product_id')
    .select([
      `products.${column} as key`,
      sql<number>`sum(product_sales_days.quantity)`.as('quantity'),
      sql<number>`sum(product_sales_days.revenue)`.as('revenue'),
    ])
    .where('product_sales_days.day', '>=', from)
    .where('product_sales_days.day', '<=', to)
    .groupBy(`products.${column}`)
    .execute();
}

async function topProducts(db: Db, from: string, to: string): Promise<EcommerceSummary['topProducts']> {
  const rows = await db
    .selectFrom('product_sales_days')
    .innerJoin('products', 'products.id', 'product_sales_days.product_id')
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.images',
      sql<number>`sum(product_sales_days.quantity)`.as('quantity'),
      sql<number>`sum(product_sales_days.revenue)`.as('revenue'),
    ])
    .where('product_sales_days.day', '>=', from)
    .where('product_sales_days.day', '<=', to)
    .groupBy(['products.id', 'products.name', 'products.slug', 'products.images'])
    .orderBy(sql`sum(product_sales_days.revenue)`, 'desc')
    .orderBy('products.id')
    .limit(DashboardLimits.topProducts)
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    slug: row.slug,
    cover: fromJson<string[]>(row.images, [])[0] ?? '',
    quantity: Number(row.quantity),
    revenue: roundMoney(Number(row.revenue)),
  }));
}

async function topCustomers(db: Db, from: string, to: string): Promise<EcommerceSummary['topCustomers']> {
  const rows = await db
    .selectFrom('customer_sales_days')
    .innerJoin('users', 'users.id', 'customer_sales_days.user_id')
    .select([
      'users.id',
      'users.display_name',
      'users.photo_url',
      sql<number>`sum(customer_sales_days.orders)`.as('orders'),
      sql<number>`sum(customer_sales_days.total)`.as('total'),
    ])
    .where('customer_sales_days.day', '>=', from)
    .where('customer_sales_days.day', '<=', to)
    .groupBy(['users.id', 'users.display_name', 'users.photo_url'])
    .orderBy(sql`sum(customer_sales_days.total)`, 'desc')
    .orderBy('users.id')
    .limit(DashboardLimits.topCustomers)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    name: row.display_name,
    avatarUrl: row.photo_url,
    orders: Number(row.orders),
    total: roundMoney(Number(row.total)),
  }));
}

async function latestProducts(db: Db): Promise<EcommerceSummary['latestProducts']> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'images', 'price', 'price_sale', 'colors', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DashboardLimits.latestProducts)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    cover: fromJson<string[]>(row.images, [])[0] ?? '',
    price: Number(row.price),
    priceSale: row.price_sale === null ? null : Number(row.price_sale),
    colors: fromJson<string[]>(row.colors, []),
    createdAt: row.created_at,
  }));
}

/**
 * The shop's sales over `period` up to `now`, from the daily summaries the orders write (never a scan of the
 * orders), beside the period before; the lists of products and orders read their own indexes.
 */
export async function ecommerceSummary(
  db: Db,
  period: DashboardPeriod,
  now: Date,
): Promise<EcommerceSummary> {
  const range = periodRange(period, now);
  const year = now.getUTCFullYear();
  const [current, previous, days, twoYears, byGender, byCategory, products, customers, latest, newest] =
    await Promise.all([
      salesTotals(db, range.from, range.to),
      salesTotals(db, range.previousFrom, range.previousTo),
      salesDays(db, range.from, range.to),
      salesDays(db, `${year - 1}-01-01`, `${year}-12-31`),
      soldBy(db, 'gender_mask', range.from, range.to),
      soldBy(db, 'category', range.from, range.to),
      topProducts(db, range.from, range.to),
      topCustomers(db, range.from, range.to),
      latestProducts(db),
      newestOrders(db, DashboardLimits.newestOrders),
    ]);

  const starts = bucketStarts(range);
  const buckets = new Map(starts.map((start) => [start, { start, orders: 0, revenue: 0 }]));
  for (const day of days) {
    const bucket = buckets.get(bucketOf(starts, day.day)!)!;
    bucket.orders += Number(day.orders);
    bucket.revenue += Number(day.total);
  }

  const salesByGender = productGenders.map((gender, bit) => ({
    gender,
    items: byGender
      .filter((row) => (Number(row.key) & (1 << bit)) !== 0)
      .reduce((sum, row) => sum + Number(row.quantity), 0),
  }));
  const categoryRevenue = (category: ProductCategory) =>
    roundMoney(
      byCategory.filter((row) => row.key === category).reduce((sum, row) => sum + Number(row.revenue), 0),
    );
  const soldRevenue = byCategory.reduce((sum, row) => sum + Number(row.revenue), 0);
  const salesByCategory = productCategories.map((category) => ({
    category,
    revenue: categoryRevenue(category),
    sharePercent: soldRevenue === 0 ? 0 : Math.round((categoryRevenue(category) / soldRevenue) * 1000) / 10,
  }));

  return {
    ...range,
    productsSold: trend(current.items, previous.items),
    revenue: trend(current.total, previous.total),
    netSales: trend(netSales(current), netSales(previous)),
    orders: trend(current.orders, previous.orders),
    averageOrderValue: trend(averageOrderValue(current), averageOrderValue(previous)),
    sales: [...buckets.values()].map((bucket) => ({ ...bucket, revenue: roundMoney(bucket.revenue) })),
    yearlySales: {
      year,
      thisYear: monthlyRevenue(twoYears, year),
      lastYear: monthlyRevenue(twoYears, year - 1),
    },
    salesByGender,
    salesByCategory,
    balance: {
      subtotal: current.subtotal,
      discount: current.discount,
      shipping: current.shipping,
      revenue: current.total,
    },
    topProducts: products,
    topCustomers: customers,
    latestProducts: latest,
    newestOrders: newest,
  };
}
