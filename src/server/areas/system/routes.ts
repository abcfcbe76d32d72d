import { systemApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { createRouter } from '@/server/http/router';

export function systemRoutes({ database }: AppDeps) {
  const router = createRouter();
  router.openapi(systemApi.health, async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: 'ok', engine: database.engine } as const, 200);
    } catch {
      return c.json({ status: 'unavailable', database: 'unavailable', engine: database.engine } as const, 503);
    }
  });
  return router;
}
