import type { Context, MiddlewareHandler } from 'hono';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import { reusableQuery } from '@/server/db/reusable-query';
import { forbidden, unauthorized } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/app-env';
import type { TokenSubject } from './tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

// Read on every protected request: the account, fresh (a ban or a role change counts at once), and only while
// the token's session exists (logout and a password change end sessions on the server).
const userBySession = reusableQuery((db) =>
  db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .selectAll('users')
    .where('sessions.id', '=', '')
    .where('users.id', '=', ''),
);

export interface AuthGuards {
  /** 401 without a valid Bearer token of a live session of an existing account; 403 for a banned account. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** requireUser, then 403 `Permission denied` unless the account is an admin. */
  requireAdmin: MiddlewareHandler<AppEnv>;
  /**
   * requireUser's check of a verified subject, for a guard with a credential of its own (a live stream ticket):
   * 401 unless its session exists, 403 for a banned account; else the account and session go into the context.
   */
  admitSubject(c: Context<AppEnv>, subject: TokenSubject): Promise<void>;
}

export function createAuthGuards({ database, tokens }: AppDeps): AuthGuards {
  const admitSubject = async (c: Context<AppEnv>, subject: TokenSubject) => {
    const [user] = await userBySession(database, subject.sessionId, subject.userId);
    if (!user) throw unauthorized(ApiErrors.tokenInvalid);
    if (user.status === 'banned') throw forbidden(ApiErrors.accountBanned);
    c.set('user', user);
    c.set('sessionId', subject.sessionId);
  };
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
    const header = c.req.header('authorization')?.trim();
    if (!header) throw unauthorized(ApiErrors.tokenMissing);
    const token = BEARER.exec(header)?.[1];
    const subject = token ? await tokens.verify(token) : null;
    if (!subject) throw unauthorized(ApiErrors.tokenInvalid);
    await admitSubject(c, subject);
    await next();
  };
  const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
    const checkRole = async () => {
      if (c.get('user').role !== 'admin') throw forbidden(ApiErrors.permissionDenied);
      await next();
    };
    // Routers that already ran requireUser have the account in the context.
    if (c.get('user')) await checkRole();
    else await requireUser(c, checkRole);
  };
  return { requireUser, requireAdmin, admitSubject };
}
