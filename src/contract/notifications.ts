import { messagesOf, type ErrorCatalogue } from './errors';
import { z } from 'zod';
import { isoDateTime } from './common';

/** What a notification is about; decides its icon when it has no avatar. */
export const notificationTypes = ['order_placed', 'order_shipped', 'mail', 'chat_message', 'friend_interactive'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const NotificationErrors = {
  notFound: { code: 'notifications.not_found', message: 'Notification not found' },
  notificationIdRequired: { code: 'notifications.notification_id_required', message: 'Notification id is required' },
} as const satisfies ErrorCatalogue;
export const NotificationMessage = messagesOf(NotificationErrors);

/** One notification of the signed-in user. */
export const notificationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** Image URL of the person it is about, or null: the client shows the type's icon. */
    avatar: z.string().nullable(),
    type: z.enum(notificationTypes),
    createdAt: isoDateTime,
    isUnRead: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z
  .object({ notifications: z.array(notificationSchema) })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markNotificationReadRequestSchema = z
  .object({
    notificationId: z
      .string({ error: NotificationErrors.notificationIdRequired.code })
      .min(1, NotificationErrors.notificationIdRequired.code),
  })
  .meta({ id: 'MarkNotificationReadRequest' });
export type MarkNotificationReadRequest = z.infer<typeof markNotificationReadRequestSchema>;

export const notificationResponseSchema = z
  .object({ notification: notificationSchema })
  .meta({ id: 'NotificationResponse' });
export type NotificationResponse = z.infer<typeof notificationResponseSchema>;
