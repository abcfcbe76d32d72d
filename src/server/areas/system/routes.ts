import { systemApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { runReadinessChecks } from '@/server/http/readiness';
import { createRouter } from '@/server/http/router';

export function systemRoutes({ database, logger, readinessChecks = [], draining = () => false }: AppDeps) {
  const router = createRouter();
  const checks = [{ name: 'database', check: () => database.ping() }, ...readinessChecks];

  // Readiness: a load balancer sends this server requests only while every check passes and it is not stopping.
  router.openapi(systemApi.health, async (c) => {
    const results = await runReadinessChecks(checks);
    for (const { name, status, error } of results) {
      if (status === 'failed') logger.warn({ check: name, err: String(error) }, 'readiness check failed');
    }
    const stopping = draining();
    const ready = !stopping && results.every((result) => result.status === 'ok');
    c.header('Cache-Control', 'no-store');
    const body = {
      status: stopping ? 'draining' : ready ? 'ok' : 'unavailable',
      database: results[0]!.status === 'ok' ? 'ok' : 'unavailable',
      engine: database.engine,
      checks: results.map(({ name, status }) => ({ name, status })),
    } as const;
    return ready ? c.json(body, 200) : c.json(body, 503);
  });

  // Liveness: answers while the process serves requests, whatever its database or storage do.
  router.openapi(systemApi.liveness, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' } as const, 200);
  });
  return router;
}
