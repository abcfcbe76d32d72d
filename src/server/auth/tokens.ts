import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@/contract/account';

export type Clock = () => Date;

/** What a token names: the account and its server-side session (revoked when the session row is gone). */
export interface TokenSubject {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  issue(subject: TokenSubject): Promise<string>;
  /** What a valid token names, or null for a malformed, tampered or expired one, or one without a session. */
  verify(token: string): Promise<TokenSubject | null>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 access tokens: sub = user id, sid = session id, exp = iat + 5 days. */
export function createTokenService(secret: string, clock: Clock = () => new Date()): TokenService {
  // A KeyObject made once: jose would otherwise import the raw secret again on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // jose verifies through WebCrypto on the thread pool; a token whose signature was checked once is
  // remembered (exact string -> subject and expiry) and only its expiry is checked again.
  const verified = new Map<string, TokenSubject & { exp: number }>();
  return {
    async issue({ userId, sessionId }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
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
        if (known.exp > nowSeconds) return { userId: known.userId, sessionId: known.sessionId };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        const { sub, sid, exp } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || sid === '' || typeof exp !== 'number')
          return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId: sub, sessionId: sid, exp });
        return { userId: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
