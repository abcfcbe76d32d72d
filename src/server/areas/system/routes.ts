import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '@/server/app-deps';
import { createRouter, jsonOk } from '@/server/http/router';

const healthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']), engine: z.enum(['sqlite', 'postgres']) })
  .meta({ id: 'Health' });

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness and database check',
  responses: {
    ...jsonOk(healthSchema),
    503: { description: 'The database does not answer', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function systemRoutes({ database }: AppDeps) {
  const router = createRouter();
  router.openapi(health, async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: 'ok', engine: database.engine } as const, 200);
    } catch {
      return c.json({ status: 'unavailable', database: 'unavailable', engine: database.engine } as const, 503);
    }
  });
  return router;
}
