import { createRoute } from '@hono/zod-openapi';
import {
  markNotificationReadRequestSchema,
  notificationResponseSchema,
  notificationsResponseSchema,
} from '@/contract/notifications';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-store';

const tags = ['Notifications'];

const listRoute = createRoute({
  method: 'get',
  path: '/list',
  tags,
  summary: "The signed-in user's notifications, newest first",
  security: bearerAuth,
  responses: { ...jsonOk(notificationsResponseSchema), ...errorResponses(401, 403) },
});

const markAllReadRoute = createRoute({
  method: 'post',
  path: '/mark-all-read',
  tags,
  summary: "Mark every notification of the signed-in user as read; answers the whole list",
  security: bearerAuth,
  responses: { ...jsonOk(notificationsResponseSchema), ...errorResponses(401, 403) },
});

const markReadRoute = createRoute({
  method: 'post',
  path: '/mark-read',
  tags,
  summary: 'Mark one notification of the signed-in user as read',
  security: bearerAuth,
  request: { body: jsonBody(markNotificationReadRequestSchema) },
  responses: { ...jsonOk(notificationResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

export function notificationsRoutes({ database }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  router.openapi(listRoute, async (c) =>
    c.json({ notifications: await listNotifications(db, c.get('user').id) }, 200),
  );

  router.openapi(markAllReadRoute, async (c) =>
    c.json({ notifications: await markAllNotificationsRead(db, c.get('user').id) }, 200),
  );

  router.openapi(markReadRoute, async (c) => {
    const { notificationId } = c.req.valid('json');
    return c.json({ notification: await markNotificationRead(db, c.get('user').id, notificationId) }, 200);
  });

  return router;
}
