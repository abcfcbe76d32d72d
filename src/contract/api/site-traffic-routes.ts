import { pageViewBeaconSchema } from '@/contract/page-view-beacon';
import { defineRoute, errorResponses, jsonBody, publicAccess } from './route-helpers';

export const siteTrafficApi = {
  view: defineRoute({
    method: 'post',
    path: '/api/site-traffic/views',
    operationId: 'reportPageView',
    tags: ['Site traffic'],
    security: publicAccess,
    summary:
      'Counts a view of a public page the browser showed without loading it from the server (a link followed in the app); other paths are ignored (public, rate-limited per client)',
    request: { body: jsonBody(pageViewBeaconSchema) },
    responses: {
      204: { description: 'Received (counted when the path is a public page)' },
      ...errorResponses(400, 413, 429),
    },
  }),
};
