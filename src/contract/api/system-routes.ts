import { healthSchema } from '@/contract/health';
import { defineRoute, errorResponses, jsonOk, publicAccess } from './route-helpers';

export const systemApi = {
  health: defineRoute({
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    tags: ['System'],
    security: publicAccess,
    summary: 'Liveness and database check',
    responses: {
      ...jsonOk(healthSchema),
      ...errorResponses('4XX'),
      503: { description: 'The database does not answer', content: { 'application/json': { schema: healthSchema } } },
    },
  }),
};
