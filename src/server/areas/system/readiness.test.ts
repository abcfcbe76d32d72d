import { describe, expect, it } from 'vitest';
import type { AppDeps } from '@/server/app-deps';
import { createLogger } from '@/server/logger';
import type { ReadinessCheck } from '@/server/http/readiness';
import { systemRoutes } from './routes';

const fails = (message: string) => async () => {
  throw new Error(message);
};

function healthOf(options: {
  ping?: () => Promise<void>;
  readinessChecks?: ReadinessCheck[];
  draining?: () => boolean;
}) {
  const database = { engine: 'postgres', ping: options.ping ?? (async () => {}) };
  const deps = {
    database,
    logger: createLogger('silent'),
    readinessChecks: options.readinessChecks,
    draining: options.draining,
  };
  return systemRoutes(deps as unknown as AppDeps).request('/api/health');
}

describe('readiness (GET /api/health)', () => {
  const storage = { name: 'storage', check: async () => {} };

  it('is 200 when the database and every added check pass, listing each by name', async () => {
    const response = await healthOf({
      readinessChecks: [{ name: 'migrations', check: async () => {} }, storage],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      engine: 'postgres',
      checks: [
        { name: 'database', status: 'ok' },
        { name: 'migrations', status: 'ok' },
        { name: 'storage', status: 'ok' },
      ],
    });
  });

  it('is 503 naming the check that failed', async () => {
    const response = await healthOf({
      readinessChecks: [{ name: 'migrations', check: fails('pending: 0034_x') }, storage],
    });
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'unavailable', database: 'ok' });
    expect(body.checks).toContainEqual({ name: 'migrations', status: 'failed' });
    expect(body.checks).toContainEqual({ name: 'storage', status: 'ok' });
  });

  it('is 503 with the database unavailable when it does not answer', async () => {
    const response = await healthOf({ ping: fails('connection refused') });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'unavailable',
      database: 'unavailable',
      checks: [{ name: 'database', status: 'failed' }],
    });
  });

  it('is 503 `draining` while the server shuts down, every check passing', async () => {
    const response = await healthOf({ readinessChecks: [storage], draining: () => true });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'draining', database: 'ok' });
  });
});
