import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../contract/account';

export type Clock = () => Date;

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id of a valid token, or null for a malformed, tampered or expired one. */
  verify(token: string): Promise<string | null>;
}

/** HS256 access tokens (DECISIONS §2): sub = user id, exp = iat + 5 days. */
export function createTokenService(secret: string, clock: Clock = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
