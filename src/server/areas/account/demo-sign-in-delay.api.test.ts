import { describe, expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { DemoMode } from '@/contract/demo-mode';
import { useApiServer } from '@/server/testing/api-server';
import { testEngines } from '@/server/testing/server-process';

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

// The other suites run the demo with no delay (DEMO_SIGN_IN_DELAY_MS=0); here it has its default (empty: unset).
describe.runIf(testEngines().includes('demo'))(
  'the demo waits a second on sign-in and registration (SPEC §9)',
  () => {
    const server = useApiServer('demo', { signIn: false, env: { DEMO_SIGN_IN_DELAY_MS: '' } });

    it('answers a login after the delay', async () => {
      const { result, ms } = await timed(() => server.api.post('/api/account/login', brand.demoAccount));
      expect(result.status).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(DemoMode.signInDelayMs);
    });

    it('answers a registration after the delay', async () => {
      const account = {
        email: `delayed-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Dee',
        lastName: 'Lay',
      };
      const { result, ms } = await timed(() => server.api.post('/api/account/register', account));
      expect(result.status).toBe(200);
      expect(ms).toBeGreaterThanOrEqual(DemoMode.signInDelayMs);
    });
  },
);
