import { dashboardQuerySchema, ecommerceSummarySchema } from '@/contract/dashboard';
import { bearerAuth, defineRoute, errorResponses, jsonOk } from './route-helpers';

const tags = ['Dashboard'];
const security = bearerAuth;

export const dashboardApi = {
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
};
