import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@/contract/account';

export type Clock = () => Date;

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id of a valid token, or null for a malformed, tampered or expired one. */
  verify(token: string): Promise<string | null>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 access tokens: sub = user id, exp = iat + 5 days. */
export function createTokenService(secret: string, clock: Clock = () => new Date()): TokenService {
  // A KeyObject made once: jose would otherwise import the raw secret again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // jose verifies through WebCrypto on the thread pool; a token whose signature was checked once is
  // remembered (exact string -> subject and expiry) and only its expiry is checked again.
  const verified = new Map<string, { sub: string; exp: number }>();
  return {
    async issue(userId) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      const nowSeconds = clock().getTime() / 1000;
      const known = verified.get(token);
      if (known) {
        if (known.exp > nowSeconds) return known.sub;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.exp !== 'number') return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { sub: payload.sub, exp: payload.exp });
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
