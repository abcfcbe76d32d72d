import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { createTokenService } from '@/server/auth/tokens';

// The server's own password.ts and tokens.ts over the demo's node:crypto and hashing thread, as the demo build
// puts them together. Node's own node:crypto (importActual) stands for the real server.
vi.mock('node:crypto', () => import('@/demo/replacements/node-crypto'));
vi.mock('@/server/auth/hashing-thread', () => import('@/demo/replacements/hashing-thread'));

const node = await vi.importActual<typeof NodeCrypto>('node:crypto');

/** A hash as the real server writes it (password.ts's format, Node's scrypt). */
function serverHash(password: string): string {
  const salt = node.randomBytes(16);
  const key = node.scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 128 * 1024 * 1024,
  });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the real server would accept the password for the stored hash. */
function serverVerifies(password: string, stored: string): boolean {
  const [, n, r, p, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash!, 'base64url');
  const key = node.scryptSync(password.normalize('NFKC'), Buffer.from(salt!, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 128 * 1024 * 1024,
  });
  return node.timingSafeEqual(key, expected);
}

it('runs over the demo’s modules', async () => {
  const demoCrypto = await import('@/demo/replacements/node-crypto');
  const demoThread = await import('@/demo/replacements/hashing-thread');
  expect((await import('node:crypto')).randomBytes).toBe(demoCrypto.randomBytes);
  expect((await import('@/server/auth/hashing-thread')).createHashingThread).toBe(
    demoThread.createHashingThread,
  );
});

describe('passwords in the demo', () => {
  const password = 'Ｐäßwörd ﬁx 世界';

  it('the server’s hashes verify in the demo', async () => {
    const stored = serverHash(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
  });

  it('the demo’s hashes verify on the server', async () => {
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(serverVerifies(password, stored)).toBe(true);
    expect(serverVerifies('wrong', stored)).toBe(false);
  });
});

describe('access tokens in the demo', () => {
  const secret = 'the-installation-secret-'.repeat(3);
  const serverKey = node.createSecretKey(Buffer.from(secret, 'utf8'));

  it('issues tokens the server verifies, and verifies the server’s', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.issue({ userId: 'user-1', sessionId: 'session-1' });
    const { payload } = await jwtVerify(token, serverKey, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: 'user-1', sid: 'session-1' });

    const issuedAt = Math.floor(Date.now() / 1000);
    const serverToken = await new SignJWT({ sid: 'session-2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-2')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 60)
      .sign(serverKey);
    expect(await tokens.verify(serverToken)).toEqual({ userId: 'user-2', sessionId: 'session-2' });
    expect(await tokens.verify(`${serverToken}x`)).toBeNull();
  });

  it('issues and verifies live stream tickets', async () => {
    const tokens = createTokenService(secret);
    const { ticket } = await tokens.issueLiveTicket({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verifyLiveTicket(ticket)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await tokens.verify(ticket)).toBeNull();
  });
});
