import {
  analyticsSummarySchema,
  appSummarySchema,
  dashboardQuerySchema,
  ecommerceSummarySchema,
} from '@/contract/dashboard';
import { bearerAuth, defineRoute, errorResponses, jsonOk } from './route-helpers';

const tags = ['Dashboard'];
const security = bearerAuth;

export const dashboardApi = {
  app: defineRoute({
    method: 'get',
    path: '/api/dashboard/app',
    operationId: 'getAppSummary',
    tags,
    security,
    summary:
      "The first dashboard: newest posts, accounts, the site's views and requests (admins), latest invoices (a member's own), best sellers, authors, upcoming events and cards due soon",
    request: { query: dashboardQuerySchema },
    responses: { ...jsonOk(appSummarySchema), ...errorResponses(400, 401, 403) },
  }),
  ecommerce: defineRoute({
    method: 'get',
    path: '/api/dashboard/ecommerce',
    operationId: 'getEcommerceSummary',
    tags,
    security,
    summary:
      "The shop's sales of the period beside the period before: totals, charts, top products and buyers, newest orders (admins)",
    request: { query: dashboardQuerySchema },
    responses: { ...jsonOk(ecommerceSummarySchema), ...errorResponses(400, 401, 403) },
  }),
  analytics: defineRoute({
    method: 'get',
    path: '/api/dashboard/analytics',
    operationId: 'getAnalyticsSummary',
    tags,
    security,
    summary:
      "The public site's views and what they led to over the period beside the period before, the latest posts and orders, and the caller's kanban tasks (admins)",
    request: { query: dashboardQuerySchema },
    responses: { ...jsonOk(analyticsSummarySchema), ...errorResponses(400, 401, 403) },
  }),
};
