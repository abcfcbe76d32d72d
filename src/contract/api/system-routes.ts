import { healthSchema, livenessSchema } from '@/contract/health';
import { defineRoute, errorResponses, jsonOk, publicAccess } from './route-helpers';

export const systemApi = {
  health: defineRoute({
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    tags: ['System'],
    security: publicAccess,
    summary: 'Readiness: database reachable, migrations applied, storage reachable',
    description:
      'For a load balancer: 200 while this server can serve requests, 503 naming the failed check (or `draining` while it shuts down).',
    responses: {
      ...jsonOk(healthSchema),
      ...errorResponses('4XX'),
      503: {
        description: 'A check failed, or the server is shutting down',
        content: { 'application/json': { schema: healthSchema } },
      },
    },
  }),
  liveness: defineRoute({
    method: 'get',
    path: '/api/health/live',
    operationId: 'getLiveness',
    tags: ['System'],
    security: publicAccess,
    summary: 'Liveness: the process serves requests',
    description: 'Checks nothing beyond the process itself: restart the server only when this fails.',
    responses: {
      ...jsonOk(livenessSchema),
      ...errorResponses('4XX'),
    },
  }),
};
