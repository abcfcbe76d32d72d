import { notificationsApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-store';

export function notificationsRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/notifications/*', guards.requireUser);

  router.openapi(notificationsApi.list, async (c) =>
    c.json({ notifications: await listNotifications(db, c.get('user').id) }, 200),
  );

  router.openapi(notificationsApi.markAllRead, async (c) =>
    c.json({ notifications: await markAllNotificationsRead(db, c.get('user').id) }, 200),
  );

  router.openapi(notificationsApi.markRead, async (c) => {
    const { notificationId } = c.req.valid('json');
    return c.json({ notification: await markNotificationRead(db, c.get('user').id, notificationId) }, 200);
  });

  return router;
}
