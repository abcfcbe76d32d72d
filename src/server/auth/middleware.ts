import type { MiddlewareHandler } from 'hono';
import { ApiErrors } from '@/contract/errors';
import type { AppDeps } from '@/server/app-deps';
import { reusableQuery } from '@/server/db/reusable-query';
import { forbidden, unauthorized } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/app-env';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

// Read on every protected request: the account, fresh (a ban or a role change counts at once).
const userById = reusableQuery((db) => db.selectFrom('users').selectAll().where('id', '=', ''));

export interface AuthGuards {
  /** 401 without a valid Bearer token of an existing account; 403 for a banned account. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** requireUser, then 403 `Permission denied` unless the account is an admin. */
  requireAdmin: MiddlewareHandler<AppEnv>;
}

export function createAuthGuards({ database, tokens }: AppDeps): AuthGuards {
  const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
    const header = c.req.header('authorization')?.trim();
    if (!header) throw unauthorized(ApiErrors.tokenMissing);
    const token = BEARER.exec(header)?.[1];
    const userId = token ? await tokens.verify(token) : null;
    if (!userId) throw unauthorized(ApiErrors.tokenInvalid);
    const [user] = await userById(database, userId);
    if (!user) throw unauthorized(ApiErrors.tokenInvalid);
    if (user.status === 'banned') throw forbidden(ApiErrors.accountBanned);
    c.set('user', user);
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
  return { requireUser, requireAdmin };
}
