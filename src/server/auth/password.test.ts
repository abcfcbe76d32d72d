import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/server/http/api-error';
import { HASHING, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only the same password', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toContain('demo1234');
    expect(first).not.toBe(second);
    expect(await verifyPassword('demo1234', first)).toBe(true);
    expect(await verifyPassword('demo12345', first)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain-text')).toBe(false);
  });
});

describe('hashing under load', () => {
  it('hashes one at a time, queues a bounded number, and refuses the rest with 503 and Retry-After', async () => {
    const stored = await hashPassword('right-one');
    const total = HASHING.inFlight + HASHING.queued + 6;
    const outcomes = await Promise.allSettled(Array.from({ length: total }, () => verifyPassword('wrong-one', stored)));

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(6);
    for (const outcome of refused) {
      const error = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(503);
      expect(error.body).toEqual({ message: 'Too many sign-ins at once; try again in a moment', code: 'server.sign_in_busy' });
      expect(error.headers).toEqual({ 'Retry-After': String(HASHING.retryAfterSeconds) });
    }
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === false)).toHaveLength(total - 6);
    // Once the queue has drained, hashing takes requests again.
    expect(await verifyPassword('right-one', stored)).toBe(true);
  }, 60_000);
});

describe.runIf(process.platform === 'linux')('the hashing thread', () => {
  it('runs at the lowest priority (nice 19), so requests take the CPU first', async () => {
    await hashPassword('any');
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the name in parentheses).
    const niceOf = (tid: string) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const nices = fs.readdirSync('/proc/self/task').map(niceOf);
    expect(nices).toContain(19);
    expect(niceOf(String(process.pid))).toBe(0);
  });
});
