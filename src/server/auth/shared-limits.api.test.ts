import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AccountErrors, SignInThrottle } from '@/contract/account-messages';
import { brand } from '@/contract/brand';
import { ApiErrors } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';
import { startServer, testDatabaseUrl, type TestServer } from '@/server/testing/server-process';

const tooManySignIns = {
  message: AccountErrors.tooManySignIns.message,
  code: AccountErrors.tooManySignIns.code,
};
const tooManyRegistrations = {
  message: AccountErrors.tooManyRegistrations.message,
  code: AccountErrors.tooManyRegistrations.code,
};

/**
 * Two server processes behind one load balancer: on PostgreSQL the second is a process of its own (own memory,
 * own DATA_DIR) on the first one's database and secret. SQLite serves one process only, so there both are the
 * same process: the limits there must simply stay as they were.
 */
describeApi(
  'limits across two server processes',
  // Two server processes and addresses behind a proxy: the demo is one browser's.
  { signIn: false, env: { TRUST_PROXY: 'true', REGISTRATION_RATE_LIMIT: '5' }, targets: 'server' },
  (a, engine) => {
    let b: TestServer;
    beforeAll(async () => {
      b =
        engine === 'postgres'
          ? await startServer(engine, {
              DATABASE_URL: a.env.DATABASE_URL!,
              JWT_SECRET: a.env.JWT_SECRET!,
              TRUST_PROXY: 'true',
              REGISTRATION_RATE_LIMIT: '5',
            })
          : a;
    });
    afterAll(async () => {
      if (b !== a) await b.stop();
    });
    const instance = (i: number) => (i % 2 === 0 ? a : b);
    const login = (i: number, email: string, password: string, address: string) =>
      instance(i).api.post(
        '/api/account/login',
        { email, password },
        { headers: { 'x-forwarded-for': address } },
      );

    it('refuses the 11th sign-in of an account after 10 wrong ones alternating between the processes', async () => {
      if (engine === 'postgres') expect(b.pid).not.toBe(a.pid);
      const member = await a.api.registerUser();
      for (let i = 0; i < SignInThrottle.maxFailures; i++) {
        const { status, body } = await login(i, member.user.email, 'wrong password', `198.51.100.${i}`);
        expect(status).toBe(400);
        expect(body.code).toBe(ApiErrors.wrongPassword.code);
      }
      for (const i of [0, 1]) {
        const refused = await login(i, member.user.email, member.password, '198.51.100.200');
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual(tooManySignIns);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }, 60_000);

    it('refuses an address after 10 wrong sign-ins alternating between the processes, on both', async () => {
      const address = '192.0.2.91';
      for (let i = 0; i < SignInThrottle.maxFailures; i++) {
        expect((await login(i, `nobody-${i}@example.com`, 'guess', address)).status).toBe(400);
      }
      for (const i of [0, 1]) {
        const refused = await login(i, brand.demoAccount.email, brand.demoAccount.password, address);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual(tooManySignIns);
      }
      expect((await login(1, brand.demoAccount.email, brand.demoAccount.password, '192.0.2.92')).status).toBe(
        200,
      );
    }, 60_000);

    it('counts parallel guesses at both processes together: of 30 at once, 10 are checked', async () => {
      const member = await a.api.registerUser();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(i, member.user.email, `guess ${i}`, `198.51.101.${i}`)),
      );
      expect(answers.every((answer) => [400, 429, 503].includes(answer.status))).toBe(true);
      let wrong = answers.filter((answer) => answer.status === 400).length;
      for (let i = 0; i <= SignInThrottle.maxFailures; i++) {
        const { status } = await login(i, member.user.email, `later guess ${i}`, `198.51.101.${100 + i}`);
        if (status === 400) wrong += 1;
        else expect(status).toBe(429);
      }
      expect(wrong).toBe(SignInThrottle.maxFailures);
    }, 60_000);

    it('limits registrations of an address across the processes (the 6th of 5 per hour gets 429)', async () => {
      const address = '203.0.113.17';
      const register = (i: number) =>
        instance(i).api.post(
          '/api/account/register',
          {
            email: `shared-limit-${i}-${Date.now()}@example.com`,
            password: 'secret123',
            firstName: 'Ada',
            lastName: 'Limit',
          },
          { headers: { 'x-forwarded-for': address } },
        );
      for (let i = 0; i < 5; i++) expect((await register(i)).status).toBe(200);
      const refused = await register(5);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(tooManyRegistrations);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('accepts a token one process issued at the other (one secret)', async () => {
      const member = await a.api.registerUser();
      const signedIn = await login(0, member.user.email, member.password, '198.51.102.1');
      const token = (signedIn.body as { accessToken: string }).accessToken;
      expect((await b.api.get('/api/account/my-account', { token })).status).toBe(200);
    });
  },
);

describe.skipIf(!inject('postgresUrl'))(
  'server processes starting at once on an empty PostgreSQL database',
  () => {
    const started: TestServer[] = [];
    afterAll(async () => {
      await Promise.all(started.map((server) => server.stop()));
    });

    it('migrate and seed it once, and both serve', async () => {
      const env = {
        DATABASE_URL: (await testDatabaseUrl('postgres'))!,
        JWT_SECRET: randomBytes(32).toString('base64url'),
      };
      started.push(...(await Promise.all([startServer('postgres', env), startServer('postgres', env)])));
      for (const server of started) expect((await server.api.get('/api/health')).status).toBe(200);
      const linesOf = (message: string) =>
        started.flatMap((server) => server.output.filter((line) => line.includes(`"msg":"${message}"`)));
      expect(linesOf('migrations applied')).toHaveLength(1);
      expect(linesOf('database seeded')).toHaveLength(1);
      const admins = await started[0]!.api.post('/api/account/login', brand.demoAccount);
      expect(admins.status).toBe(200);
    }, 60_000);

    it('refuse to start without JWT_SECRET, in one error naming it', async () => {
      const failed = startServer('postgres', { JWT_SECRET: '' });
      await expect(failed).rejects.toThrow(/exited with 1/);
      await expect(failed).rejects.toThrow(/JWT_SECRET is required when DATABASE_URL is set/);
    });
  },
);
