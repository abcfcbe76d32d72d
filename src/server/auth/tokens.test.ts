import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService } from './tokens';

describe('access tokens', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256';
  const subject1 = { userId: 'user-1', sessionId: 'session-1' };
  const subject2 = { userId: 'user-2', sessionId: 'session-2' };

  it('are valid until exactly 5 days after issue, by the clock the service is given', async () => {
    let now = new Date('2026-01-01T12:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const token = await tokens.issue(subject1);
    expect(await tokens.verify(token)).toEqual(subject1);
    now = new Date('2026-01-06T11:59:59Z');
    expect(await tokens.verify(token)).toEqual(subject1);
    now = new Date('2026-01-06T12:00:01Z');
    expect(await tokens.verify(token)).toBeNull();
  });

  it('expire even when verified before, and a fresh service refuses them too', async () => {
    let now = new Date('2026-01-01T12:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const token = await tokens.issue(subject2);
    expect(await tokens.verify(token)).toEqual(subject2);
    expect(await tokens.verify(token)).toEqual(subject2);
    now = new Date('2026-01-07T00:00:00Z');
    expect(await tokens.verify(token)).toBeNull();
    expect(await createTokenService(secret, () => now).verify(token)).toBeNull();
  });

  it('are refused when signed with another secret', async () => {
    const token = await createTokenService(secret).issue(subject1);
    expect(await createTokenService(`${secret}-other`).verify(token)).toBeNull();
  });

  it('are refused without a session id (tokens issued before sessions existed)', async () => {
    const key = new TextEncoder().encode(secret);
    const now = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    expect(await createTokenService(secret).verify(legacy)).toBeNull();
  });
});

describe('live tickets and access tokens', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256';
  const subject = { userId: 'user-1', sessionId: 'session-1' };

  it('a ticket is valid for exactly a minute, by the clock the service is given', async () => {
    let now = new Date('2026-01-01T12:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const { ticket, expiresAt } = await tokens.issueLiveTicket(subject);
    expect(expiresAt).toEqual(new Date('2026-01-01T12:01:00Z'));
    expect(await tokens.verifyLiveTicket(ticket)).toEqual(subject);
    now = new Date('2026-01-01T12:00:59Z');
    expect(await tokens.verifyLiveTicket(ticket)).toEqual(subject);
    now = new Date('2026-01-01T12:01:00Z');
    expect(await tokens.verifyLiveTicket(ticket)).toBeNull();
    expect(await createTokenService(`${secret}-other`, () => new Date('2026-01-01T12:00:10Z')).verifyLiveTicket(ticket)).toBeNull();
  });

  it('neither passes for the other', async () => {
    const tokens = createTokenService(secret);
    const accessToken = await tokens.issue(subject);
    const { ticket } = await tokens.issueLiveTicket(subject);
    expect(await tokens.verify(accessToken)).toEqual(subject);
    expect(await tokens.verifyLiveTicket(ticket)).toEqual(subject);
    expect(await tokens.verifyLiveTicket(accessToken)).toBeNull();
    expect(await tokens.verify(ticket)).toBeNull();
  });
});
