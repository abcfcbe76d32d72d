import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

describe('access tokens', () => {
  const secret = 'test-secret-that-is-long-enough-for-hs256';

  it('are valid until exactly 5 days after issue, by the clock the service is given', async () => {
    let now = new Date('2026-01-01T12:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const token = await tokens.issue('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    now = new Date('2026-01-06T11:59:59Z');
    expect(await tokens.verify(token)).toBe('user-1');
    now = new Date('2026-01-06T12:00:01Z');
    expect(await tokens.verify(token)).toBeNull();
  });

  it('expire even when verified before, and a fresh service refuses them too', async () => {
    let now = new Date('2026-01-01T12:00:00Z');
    const tokens = createTokenService(secret, () => now);
    const token = await tokens.issue('user-2');
    expect(await tokens.verify(token)).toBe('user-2');
    expect(await tokens.verify(token)).toBe('user-2');
    now = new Date('2026-01-07T00:00:00Z');
    expect(await tokens.verify(token)).toBeNull();
    expect(await createTokenService(secret, () => now).verify(token)).toBeNull();
  });

  it('are refused when signed with another secret', async () => {
    const token = await createTokenService(secret).issue('user-1');
    expect(await createTokenService(`${secret}-other`).verify(token)).toBeNull();
  });
});
