import { pageViewBeaconSchema, pageViewReceiptSchema } from '@/contract/page-view-beacon';
import { defineRoute, errorResponses, jsonBody, jsonOk, publicAccess } from './route-helpers';

export const siteTrafficApi = {
  view: defineRoute({
    method: 'post',
    path: '/api/site-traffic/views',
    operationId: 'reportPageView',
    tags: ['Site traffic'],
    security: publicAccess,
    summary:
      'Counts a view of a public page the browser showed without loading it from the server (a link followed in the app); other paths and robots are not counted (public, rate-limited per client)',
    request: { body: jsonBody(pageViewBeaconSchema) },
    responses: { ...jsonOk(pageViewReceiptSchema), ...errorResponses(400, 413, 429) },
  }),
};
