import { z } from 'zod';
import { isoDateTime } from './common';
import { bookingPackageIds } from './contact-rules';
import { orderStatuses } from './orders';
import { productCategories, productGenders } from './product-rules';
import { trafficSources, visitDevices } from './site-traffic';

import { DashboardErrors, dashboardPeriods } from './dashboard-rules';

export * from './dashboard-rules';

export const dashboardQuerySchema = z
  .object({
    period: z.enum(dashboardPeriods, { error: DashboardErrors.periodInvalid.code }).default('30d'),
  })
  .meta({ id: 'DashboardQuery' });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A figure of the period beside the same figure of the period just before it. */
export const trendFigureSchema = z
  .object({
    current: z.number(),
    previous: z.number(),
    /** (current - previous) / previous in %, one decimal; null when the period before had none. */
    changePercent: z.number().nullable(),
  })
  .meta({ id: 'TrendFigure' });
export type TrendFigure = z.infer<typeof trendFigureSchema>;

/** The days a summary covers, both included (YYYY-MM-DD, UTC). */
const periodRangeSchema = z.object({
  period: z.enum(dashboardPeriods),
  from: z.iso.date(),
  to: z.iso.date(),
  /** The period before, as long, that the changes compare with. */
  previousFrom: z.iso.date(),
  previousTo: z.iso.date(),
});

export const salesPointSchema = z
  .object({
    /** The bucket's first day (YYYY-MM-DD); a month bucket starts on its first (or the period's first) day. */
    start: z.iso.date(),
    orders: z.number().int(),
    revenue: z.number(),
  })
  .meta({ id: 'SalesPoint' });

/** An order as the dashboards list it. */
export const dashboardOrderSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    customerName: z.string(),
    customerAvatarUrl: z.string(),
    /** The first line's product name. */
    firstItem: z.string(),
    items: z.number().int(),
    total: z.number(),
    status: z.enum(orderStatuses),
    createdAt: isoDateTime,
  })
  .meta({ id: 'DashboardOrder' });
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

export const ecommerceSummarySchema = periodRangeSchema
  .extend({
    /** Units sold. */
    productsSold: trendFigureSchema,
    /** What buyers paid: subtotal - discount + shipping. */
    revenue: trendFigureSchema,
    /** The goods' share of it: subtotal - discount (shipping left out). */
    netSales: trendFigureSchema,
    orders: trendFigureSchema,
    averageOrderValue: trendFigureSchema,
    /** Orders and revenue per bucket of the period, oldest first, every bucket present (zeros included). */
    sales: z.array(salesPointSchema),
    /** Revenue per calendar month (January first) of this year and of the year before. */
    yearlySales: z.object({
      year: z.number().int(),
      thisYear: z.array(z.number()).length(12),
      lastYear: z.array(z.number()).length(12),
    }),
    /** Units sold in the period per gender the products are made for (a product for two counts for both). */
    salesByGender: z.array(z.object({ gender: z.enum(productGenders), items: z.number().int() })),
    /** Line revenue of the period per product category, with its share of all categories' in %. */
    salesByCategory: z.array(
      z.object({ category: z.enum(productCategories), revenue: z.number(), sharePercent: z.number() }),
    ),
    /** Where the period's revenue came from. */
    balance: z.object({
      subtotal: z.number(),
      discount: z.number(),
      shipping: z.number(),
      revenue: z.number(),
    }),
    /** The catalogue's products that sold the most in the period, by revenue. */
    topProducts: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        slug: z.string(),
        cover: z.string(),
        quantity: z.number().int(),
        revenue: z.number(),
      }),
    ),
    /** The accounts that spent the most in the period. */
    topCustomers: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        avatarUrl: z.string(),
        orders: z.number().int(),
        total: z.number(),
      }),
    ),
    /** The products added to the catalogue last. */
    latestProducts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        cover: z.string(),
        price: z.number(),
        priceSale: z.number().nullable(),
        colors: z.array(z.string()),
        createdAt: isoDateTime,
      }),
    ),
    /** The shop's newest orders, whoever placed them. */
    newestOrders: z.array(dashboardOrderSchema),
  })
  .meta({ id: 'EcommerceSummary' });
export type EcommerceSummary = z.infer<typeof ecommerceSummarySchema>;

/** A published blog post as the dashboards list it. */
export const dashboardPostSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    cover: z.string(),
    description: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'DashboardPost' });
export type DashboardPost = z.infer<typeof dashboardPostSchema>;

/** Views of the public site per bucket of the period, by device. */
export const visitsPointSchema = z
  .object({
    start: z.iso.date(),
    desktop: z.number().int(),
    mobile: z.number().int(),
    tablet: z.number().int(),
  })
  .meta({ id: 'VisitsPoint' });

export const analyticsSummarySchema = periodRangeSchema
  .extend({
    /** Views of the public site's pages (robots left out). */
    pageViews: trendFigureSchema,
    /** Booking requests sent from the pricing page. */
    bookingRequests: trendFigureSchema,
    /** Say Hello messages. */
    contactMessages: trendFigureSchema,
    /** Accounts created (registrations and accounts an admin added). */
    newAccounts: trendFigureSchema,
    /** Orders placed in the shop. */
    orders: trendFigureSchema,
    /** Every bucket of the period, oldest first (zeros included). */
    visits: z.array(visitsPointSchema),
    /** The countries with the most views, most first (ZZ: not known). */
    byCountry: z.array(z.object({ country: z.string(), views: z.number().int() })),
    byDevice: z.array(z.object({ device: z.enum(visitDevices), views: z.number().int() })),
    /** Every source, in the contract's order. */
    bySource: z.array(z.object({ source: z.enum(trafficSources), views: z.number().int() })),
    topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
    /** Requests per 100 views of the page they are sent from (null without any view). */
    conversion: z.object({
      pricingViews: z.number().int(),
      bookingRate: z.number().nullable(),
      sayHelloViews: z.number().int(),
      contactRate: z.number().nullable(),
    }),
    latestPosts: z.array(dashboardPostSchema),
    orderTimeline: z.array(dashboardOrderSchema),
    /** The caller's open kanban cards first (soonest due first), then the completed ones. */
    tasks: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        column: z.string(),
        due: isoDateTime.nullable(),
        completed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** The figures of the public site and its requests: the admins' only (requests reach the admins' inbox). */
export const siteFiguresSchema = z
  .object({
    pageViews: trendFigureSchema,
    /** Say Hello messages and booking requests together. */
    requests: trendFigureSchema,
    /** Views and requests per bucket of the period, oldest first. */
    activity: z.array(z.object({ start: z.iso.date(), views: z.number().int(), requests: z.number().int() })),
    /** The period's booking requests per package, in the contract's order. */
    bookingsByPackage: z.array(
      z.object({ packageId: z.enum(bookingPackageIds), requests: z.number().int() }),
    ),
    /** Every source, in the contract's order. */
    bySource: z.array(z.object({ source: z.enum(trafficSources), views: z.number().int() })),
  })
  .meta({ id: 'SiteFigures' });

export const appSummarySchema = periodRangeSchema
  .extend({
    /** The newest published posts. */
    featuredPosts: z.array(dashboardPostSchema),
    /** Accounts of the workspace that may sign in, and those created in the period beside the period before. */
    accounts: z.object({ active: z.number().int(), created: trendFigureSchema }),
    /** Null for a member. */
    site: siteFiguresSchema.nullable(),
    /** The shop's newest orders for an admin; a member's own. */
    latestInvoices: z.array(dashboardOrderSchema),
    /** The catalogue's best sellers of all time. */
    topProducts: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        cover: z.string(),
        sold: z.number().int(),
        price: z.number(),
      }),
    ),
    /** The accounts that wrote the most published posts, with their posts' views. */
    topAuthors: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        avatarUrl: z.string(),
        posts: z.number().int(),
        views: z.number().int(),
      }),
    ),
    /** Calendar events not over yet, soonest first. */
    upcomingEvents: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        start: isoDateTime,
        end: isoDateTime,
        allDay: z.boolean(),
        color: z.string(),
      }),
    ),
    /** Open kanban cards due within DashboardLimits.dueSoonDays (or overdue), soonest first. */
    dueSoon: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        column: z.string(),
        due: isoDateTime,
        assignees: z.array(z.string()),
      }),
    ),
  })
  .meta({ id: 'AppSummary' });
export type AppSummary = z.infer<typeof appSummarySchema>;
