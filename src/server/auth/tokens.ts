import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@/contract/account';
import { LIVE_TICKET_LIFETIME_SECONDS } from '@/contract/live';

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
  /** A live stream ticket (GET /api/live?ticket=) for the session, valid for LIVE_TICKET_LIFETIME_SECONDS. */
  issueLiveTicket(subject: TokenSubject): Promise<{ ticket: string; expiresAt: Date }>;
  /** What a valid live stream ticket names, or null (an access token is no ticket). */
  verifyLiveTicket(ticket: string): Promise<TokenSubject | null>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/** Access tokens carry typ JWT and no audience; tickets their own typ and audience, so neither passes for the other. */
const ACCESS_TOKEN_TYPE = 'JWT';
const LIVE_TICKET_TYPE = 'live-ticket+jwt';
const LIVE_TICKET_AUDIENCE = 'live-stream';

/** The subject of a verified payload, or null when it names no account and session. */
function subjectOf({ sub, sid }: { sub?: unknown; sid?: unknown }): TokenSubject | null {
  if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || sid === '') return null;
  return { userId: sub, sessionId: sid };
}

/**
 * HS256 access tokens: sub = user id, sid = session id, exp = iat + 5 days. Live stream tickets: the same claims
 * with audience `live-stream` and exp = iat + 60 seconds; they are signed with the same secret, so every server
 * process of one installation accepts them without shared state.
 */
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
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], typ: ACCESS_TOKEN_TYPE, currentDate: clock() });
        const subject = subjectOf(payload);
        const { exp } = payload;
        if (!subject || typeof exp !== 'number' || payload.aud !== undefined) return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...subject, exp });
        return subject;
      } catch {
        return null;
      }
    },
    async issueLiveTicket({ userId, sessionId }) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const expiresAt = issuedAt + LIVE_TICKET_LIFETIME_SECONDS;
      const ticket = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: LIVE_TICKET_TYPE })
        .setSubject(userId)
        .setAudience(LIVE_TICKET_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { ticket, expiresAt: new Date(expiresAt * 1000) };
    },
    async verifyLiveTicket(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          typ: LIVE_TICKET_TYPE,
          audience: LIVE_TICKET_AUDIENCE,
          requiredClaims: ['exp'],
          currentDate: clock(),
        });
        return subjectOf(payload);
      } catch {
        return null;
      }
    },
  };
}
