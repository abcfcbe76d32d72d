import {
  markNotificationReadRequestSchema,
  notificationResponseSchema,
  notificationsResponseSchema,
} from '@/contract/notifications';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Notifications'];
const security = bearerAuth;

export const notificationsApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/notifications/list',
    operationId: 'listNotifications',
    tags,
    security,
    summary: "The signed-in user's notifications, newest first",
    responses: { ...jsonOk(notificationsResponseSchema), ...errorResponses(401, 403) },
  }),
  markAllRead: defineRoute({
    method: 'post',
    path: '/api/notifications/mark-all-read',
    operationId: 'markAllNotificationsRead',
    tags,
    security,
    summary: 'Mark every notification of the signed-in user as read; answers the whole list',
    responses: { ...jsonOk(notificationsResponseSchema), ...errorResponses(401, 403, 413) },
  }),
  markRead: defineRoute({
    method: 'post',
    path: '/api/notifications/mark-read',
    operationId: 'markNotificationRead',
    tags,
    security,
    summary: 'Mark one notification of the signed-in user as read',
    request: { body: jsonBody(markNotificationReadRequestSchema) },
    responses: { ...jsonOk(notificationResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
