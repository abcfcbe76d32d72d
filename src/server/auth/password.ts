import { randomBytes, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';
import { ApiErrors } from '@/contract/errors';
import { serviceUnavailable } from '@/server/http/api-error';
import { createHashingThread } from './hashing-thread';

// scrypt with N=2^15, r=8, p=1 (32 MiB, ~100 ms here): slow enough to make guessing expensive.
const params = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/**
 * Each hash takes a core for about 100 ms. Without a bound (say, 64 sign-ins at once) hashes hold every
 * thread and starve the rest of the server. So one hashes at a time, on a thread of its own at the lowest
 * priority (hashing-thread.ts: it gets the CPU time that requests leave over), eight wait, and beyond that a
 * sign-in is told to come back (`npm run bench:load` measures the effect).
 */
export const HASHING = { inFlight: 1, queued: 8, retryAfterSeconds: 1 } as const;
const hashing = pLimit(HASHING.inFlight);
const thread = createHashingThread();

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  if (hashing.pendingCount >= HASHING.queued) {
    return Promise.reject(serviceUnavailable(ApiErrors.signInBusy, HASHING.retryAfterSeconds));
  }
  return hashing(() =>
    thread.derive({
      password: password.normalize('NFKC'),
      salt,
      keyLength: KEY_LENGTH,
      options: { ...options, maxmem: 128 * 1024 * 1024 },
    }),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can grow without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
