import { expect, it } from 'vitest';
import { AccountErrors, AccountRecoveryErrors, SignInThrottle } from '@/contract/account-messages';
import { brand } from '@/contract/brand';
import { ApiErrors } from '@/contract/errors';
import { describeApi } from '@/server/testing/api-server';

const tooManySignIns = { message: AccountErrors.tooManySignIns.message, code: AccountErrors.tooManySignIns.code };
const fifteenMinutes = SignInThrottle.windowMs / 1000;

const expectRetryAfter = (headers: Headers, atMost: number) => {
  const seconds = Number(headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMost);
};

// Limits by client address: every request the demo answers comes from one browser, behind no proxy.
describeApi('sign-in throttle behind a trusted proxy', { signIn: false, env: { TRUST_PROXY: 'true' }, targets: 'server' }, (server) => {
  const login = (email: string, password: string, address: string) =>
    server.api.post('/api/account/login', { email, password }, { headers: { 'x-forwarded-for': `203.0.113.50, ${address}` } });

  it('after 10 failed sign-ins of one account, from any addresses, answers 429 with Retry-After, even to the right password', async () => {
    const member = await server.api.registerUser();
    for (let i = 0; i < SignInThrottle.maxFailures; i++) {
      const { status, body } = await login(member.user.email, 'wrong password', `198.51.100.${i}`);
      expect(status).toBe(400);
      expect(body.code).toBe(ApiErrors.wrongPassword.code);
    }
    const refused = await login(member.user.email, member.password, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooManySignIns);
    expectRetryAfter(refused.headers, fifteenMinutes);
    // Another account from a fresh address is not held back.
    const other = await server.api.registerUser();
    expect((await login(other.user.email, other.password, '198.51.100.201')).status).toBe(200);
  }, 30_000);

  it('after 10 failed sign-ins from one address, across accounts and unknown emails, refuses that address only', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < SignInThrottle.maxFailures; i++) {
      const { status } = await login(`nobody-${i}@example.com`, 'guess', address);
      expect(status).toBe(400);
    }
    const refused = await login(brand.demoAccount.email, brand.demoAccount.password, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooManySignIns);
    expectRetryAfter(refused.headers, fifteenMinutes);
    expect((await login(brand.demoAccount.email, brand.demoAccount.password, '192.0.2.78')).status).toBe(200);
  }, 30_000);

  it('counts parallel guesses from their start: of 30 at once and more after them, at most 10 are checked', async () => {
    const member = await server.api.registerUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(member.user.email, `guess ${i}`, `198.51.100.${100 + i}`)),
    );
    // Only the throttle (429) and the bounded hashing (503, which does not count as a failure) refuse.
    expect(answers.every((answer) => [400, 429, 503].includes(answer.status))).toBe(true);
    let wrong = answers.filter((answer) => answer.status === 400).length;
    for (let i = 0; i <= SignInThrottle.maxFailures; i++) {
      const { status } = await login(member.user.email, `later guess ${i}`, `198.51.100.${140 + i}`);
      if (status === 400) wrong += 1;
      else expect(status).toBe(429);
    }
    expect(wrong).toBe(SignInThrottle.maxFailures);
  }, 30_000);

  it('answers sign-ins beyond the bounded hashing 503 with Retry-After instead of letting hashes hold the server', async () => {
    const members: Awaited<ReturnType<typeof server.api.registerUser>>[] = [];
    for (let i = 0; i < 10; i++) members.push(await server.api.registerUser());
    // 100 right passwords at once, 10 per account, each from its own address: the throttle holds none back.
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(members[i % 10]!.user.email, members[i % 10]!.password, `10.9.${i}.1`)),
    );
    const statuses = new Set(attempts.map((attempt) => attempt.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    const busy = attempts.find((attempt) => attempt.status === 503)!;
    expect(busy.body).toEqual({ message: ApiErrors.signInBusy.message, code: ApiErrors.signInBusy.code });
    expect(busy.headers.get('retry-after')).toBe('1');
    // Too busy is no failed try: every account signs in again at once.
    for (const member of members) expect((await login(member.user.email, member.password, '10.9.200.1')).status).toBe(200);
  }, 60_000);

  it('a success forgets the account’s failures', async () => {
    const member = await server.api.registerUser();
    for (let i = 0; i < SignInThrottle.maxFailures - 1; i++) await login(member.user.email, 'wrong', `198.51.100.${150 + i}`);
    expect((await login(member.user.email, member.password, '198.51.100.170')).status).toBe(200);
    for (let i = 0; i < SignInThrottle.maxFailures - 1; i++) {
      expect((await login(member.user.email, 'wrong', `198.51.100.${180 + i}`)).status).toBe(400);
    }
    expect((await login(member.user.email, member.password, '198.51.100.199')).status).toBe(200);
  }, 30_000);
});

describeApi('sign-in throttle without a proxy', { signIn: false }, (server) => {
  it('ignores X-Forwarded-For: every try from the socket address counts against it', async () => {
    for (let i = 0; i < SignInThrottle.maxFailures; i++) {
      await server.api.post(
        '/api/account/login',
        { email: `nobody-${i}@example.com`, password: 'guess' },
        { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      );
    }
    const refused = await server.api.post('/api/account/login', brand.demoAccount, { headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooManySignIns);
  }, 30_000);
});

describeApi(
  'registration and reset request limits',
  { signIn: false, env: { REGISTRATION_RATE_LIMIT: '3', RESET_RATE_LIMIT: '2' } },
  (server) => {
    it('answers the 4th registration of an address within the hour 429 with Retry-After, and stores no account', async () => {
      for (let i = 0; i < 3; i++) await server.api.registerUser();
      const email = `one-too-many-${Date.now()}@example.com`;
      const refused = await server.api.post('/api/account/register', { email, password: 'secret123', firstName: 'Too', lastName: 'Many' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: AccountErrors.tooManyRegistrations.message, code: AccountErrors.tooManyRegistrations.code });
      expectRetryAfter(refused.headers, 3600);
      expect(await server.sql('select id from users where email = ?', [email])).toHaveLength(0);
    });

    it('answers the 3rd reset request of an address within 15 minutes 429 with Retry-After', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await server.api.post('/api/account/reset-password', { email: `someone-${i}@example.com` })).status).toBe(200);
      }
      const refused = await server.api.post('/api/account/reset-password', { email: brand.demoAccount.email });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: AccountRecoveryErrors.tooManyRequests.message, code: AccountRecoveryErrors.tooManyRequests.code });
      expectRetryAfter(refused.headers, fifteenMinutes);
    });
  },
);
