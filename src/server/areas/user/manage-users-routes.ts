import { createRoute } from '@hono/zod-openapi';
import {
  deleteManagedUserRequestSchema,
  deleteManagedUserResponseSchema,
  managedUserResponseSchema,
  managedUsersResponseSchema,
  newManagedUserRequestSchema,
  updateManagedUserRequestSchema,
} from '@/contract/user';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { passwordTokenLink } from '@/server/areas/account/password-tokens';
import {
  createManagedUser,
  deleteManagedUser,
  listManagedUsers,
  updateManagedUser,
} from './managed-users-store';

const tags = ['User management'];

/** User management: every account of the workspace; admins only (DECISIONS §2-§3). */
export function manageUsersRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const adminOnly = { tags, security: bearerAuth, middleware: guards.requireAdmin };
  const router = createRouter();

  const list = createRoute({
    ...adminOnly,
    method: 'get',
    path: '/',
    summary: 'Every account, newest first',
    responses: { ...jsonOk(managedUsersResponseSchema), ...errorResponses(401, 403) },
  });
  router.openapi(list, async (c) => c.json({ users: await listManagedUsers(db) }, 200));

  const create = createRoute({
    ...adminOnly,
    method: 'post',
    path: '/new',
    summary: 'Create an account (role user) and log its one-time set-password link',
    request: { body: jsonBody(newManagedUserRequestSchema) },
    responses: { ...jsonOk(managedUserResponseSchema), ...errorResponses(400, 401, 403) },
  });
  router.openapi(create, async (c) => {
    const { user, passwordToken } = await createManagedUser(db, c.req.valid('json'), clock());
    // Development delivery of the link: the server log (a mail service would send it to user.email).
    c.get('log').info(
      { userId: user.id, email: user.email, link: passwordTokenLink(passwordToken) },
      'set-password link',
    );
    return c.json({ user }, 200);
  });

  const update = createRoute({
    ...adminOnly,
    method: 'post',
    path: '/update',
    summary: 'Change an account (status banned blocks sign-in)',
    request: { body: jsonBody(updateManagedUserRequestSchema) },
    responses: { ...jsonOk(managedUserResponseSchema), ...errorResponses(400, 401, 403, 404) },
  });
  router.openapi(update, async (c) => {
    const { userId, updateUser } = c.req.valid('json');
    return c.json({ user: await updateManagedUser(db, c.get('user'), userId, updateUser) }, 200);
  });

  const remove = createRoute({
    ...adminOnly,
    method: 'post',
    path: '/delete',
    summary: 'Delete an account and all its private data',
    request: { body: jsonBody(deleteManagedUserRequestSchema) },
    responses: { ...jsonOk(deleteManagedUserResponseSchema), ...errorResponses(400, 401, 403, 404) },
  });
  router.openapi(remove, async (c) => {
    const { userId } = c.req.valid('json');
    await deleteManagedUser(db, c.get('user'), userId);
    return c.json({ userId }, 200);
  });

  return router;
}
