import { manageUsersApi } from '@/contract/api';
import type { PasswordLinkDelivery } from '@/contract/user';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { passwordTokenLink } from '@/server/areas/account/password-tokens';
import { setPasswordMail } from '@/server/areas/account/recovery-mail';
import { releaseUnreferencedUploads } from '@/server/areas/uploads/upload-cleanup';
import { deleteAccounts } from './account-deletion';
import { listManagedUsers } from './managed-user-list';
import { createManagedUser, getManagedUser, updateManagedUser } from './managed-users-store';

/** User management: every account of the workspace; admins only. */
export function manageUsersRoutes(deps: AppDeps, guards: AuthGuards) {
  const { database, clock, mailDelivery } = deps;
  const { db } = database;
  const router = createRouter();
  router.use('/api/user/manage-users/*', guards.requireAdmin);

  router.openapi(manageUsersApi.list, async (c) => c.json(await listManagedUsers(db, c.req.valid('query')), 200));

  router.openapi(manageUsersApi.create, async (c) => {
    const { user, passwordToken } = await createManagedUser(db, c.req.valid('json'), clock());
    // The link goes to the new account's own address (or inbox) only, and never into the log.
    const link = mailDelivery.link(passwordTokenLink(passwordToken));
    // A failed send is logged at error by the delivery; the account exists either way (reset-password sends a new link).
    const sent = await mailDelivery.send(setPasswordMail({ userId: user.id, email: user.email, name: user.name }, { link }));
    if (sent) c.get('log').info({ userId: user.id, transport: mailDelivery.transport }, 'set-password mail sent');
    const passwordLink: PasswordLinkDelivery = sent ? mailDelivery.transport : 'failed';
    return c.json({ user, passwordLink }, 200);
  });

  router.openapi(manageUsersApi.update, async (c) => {
    const { userId, updateUser } = c.req.valid('json');
    const { before, user } = await updateManagedUser(db, c.get('user'), userId, updateUser);
    // A replaced avatar that nothing else shows goes at once.
    if (before.avatarUrl !== user.avatarUrl) await releaseUnreferencedUploads(deps, [before.avatarUrl]);
    return c.json({ user }, 200);
  });

  router.openapi(manageUsersApi.one, async (c) => c.json({ user: await getManagedUser(db, c.req.valid('query')) }, 200));

  router.openapi(manageUsersApi.remove, async (c) => {
    const { userId } = c.req.valid('json');
    await deleteAccounts(db, c.get('user'), [userId]);
    return c.json({ userId }, 200);
  });

  router.openapi(manageUsersApi.removeMany, async (c) => {
    const { userIds } = c.req.valid('json');
    await deleteAccounts(db, c.get('user'), userIds);
    return c.json({ userIds }, 200);
  });

  return router;
}
