import { manageUsersApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { passwordTokenLink } from '@/server/areas/account/password-tokens';
import {
  createManagedUser,
  deleteManagedUser,
  listManagedUsers,
  updateManagedUser,
} from './managed-users-store';

/** User management: every account of the workspace; admins only. */
export function manageUsersRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/user/manage-users/*', guards.requireAdmin);

  router.openapi(manageUsersApi.list, async (c) => c.json({ users: await listManagedUsers(db) }, 200));

  router.openapi(manageUsersApi.create, async (c) => {
    const { user, passwordToken } = await createManagedUser(db, c.req.valid('json'), clock());
    // Development delivery of the link: the server log (a mail service would send it to user.email).
    c.get('log').info(
      { userId: user.id, email: user.email, link: passwordTokenLink(passwordToken) },
      'set-password link',
    );
    return c.json({ user }, 200);
  });

  router.openapi(manageUsersApi.update, async (c) => {
    const { userId, updateUser } = c.req.valid('json');
    return c.json({ user: await updateManagedUser(db, c.get('user'), userId, updateUser) }, 200);
  });

  router.openapi(manageUsersApi.remove, async (c) => {
    const { userId } = c.req.valid('json');
    await deleteManagedUser(db, c.get('user'), userId);
    return c.json({ userId }, 200);
  });

  return router;
}
