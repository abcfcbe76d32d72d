import { messagesOf, type ErrorCatalogue } from './errors';
import { z } from 'zod';
import { isoDateTime } from './common';
import { isNotificationLink, NOTIFICATION_LINK_PREFIX } from './notification-links';

/** What a notification is about; decides its icon when it has no avatar. */
export const notificationTypes = [
  'order_placed',
  'order_shipped',
  'mail',
  'chat_message',
  'friend_interactive',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const NotificationErrors = {
  notFound: { code: 'notifications.not_found', message: 'Notification not found' },
  notificationIdRequired: {
    code: 'notifications.notification_id_required',
    message: 'Notification id is required',
  },
} as const satisfies ErrorCatalogue;
export const NotificationMessage = messagesOf(NotificationErrors);

type Params = Record<string, string | number>;

/**
 * The system's own notification texts, by key: the title, and the description where it is not someone's own words
 * (a message's excerpt stays as it was written). The API answers them in English in `title` and `description`; the
 * web shows them in the reader's language from `notifications.messages.<key>` with the notification's `message`
 * parameters (a test holds the English there to these).
 */
export const notificationMessages = {
  sentMessage: { title: (p: Params) => `${p.name} sent you a message` },
  sentImage: { title: (p: Params) => `${p.name} sent you an image` },
  mailFrom: { title: (p: Params) => `Mail from ${p.name}` },
  orderPlaced: {
    title: (p: Params) => `Your order #${p.number} has been placed`,
    description: (p: Params) =>
      `${p.count} ${p.count === 1 ? 'item' : 'items'}, total ${Number(p.total).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}. We will let you know when it ships.`,
  },
  orderShipped: {
    title: (p: Params) => `Your order #${p.number} has shipped`,
    description: () => 'It is on its way to you.',
  },
  startedFollowing: {
    title: (p: Params) => `${p.name} started following you`,
    description: () => 'Say hello or follow back from the user profile.',
  },
} as const satisfies Record<string, { title(params: Params): string; description?(params: Params): string }>;
export type NotificationMessageKey = keyof typeof notificationMessages;
const notificationMessageKeys = Object.keys(notificationMessages) as [
  NotificationMessageKey,
  ...NotificationMessageKey[],
];

export const systemMessageSchema = z
  .object({
    key: z.enum(notificationMessageKeys),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'NotificationSystemMessage' });
export type SystemMessage = z.infer<typeof systemMessageSchema>;

/** The English title and description of a system message; `description` where the message has none of its own. */
export function notificationTexts(
  message: SystemMessage,
  description = '',
): { title: string; description: string } {
  const texts: { title(params: Params): string; description?(params: Params): string } =
    notificationMessages[message.key];
  return {
    title: texts.title(message.params),
    description: texts.description?.(message.params) ?? description,
  };
}

/** Longest excerpt of someone's message a notification repeats, in characters. */
export const NOTIFICATION_EXCERPT_LENGTH = 140;

/** The start of a message for a notification's description: one line, cut on a character boundary. */
export function notificationExcerpt(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= NOTIFICATION_EXCERPT_LENGTH
    ? characters.join('')
    : `${characters
        .slice(0, NOTIFICATION_EXCERPT_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

/** Where a notification leads: an in-app path under /dashboard/ (see isNotificationLink). */
export const notificationLinkSchema = z
  .string()
  .startsWith(NOTIFICATION_LINK_PREFIX)
  .refine(isNotificationLink, 'not an in-app /dashboard/ path');

/** One notification of the signed-in user. */
export const notificationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** The system message it says, for showing it in the reader's language; null: its texts are someone's words. */
    message: systemMessageSchema.nullable(),
    /** Image URL of the person it is about, or null: the client shows the type's icon. */
    avatar: z.string().nullable(),
    type: z.enum(notificationTypes),
    createdAt: isoDateTime,
    isUnRead: z.boolean(),
    /**
     * Where opening it leads: an in-app path under /dashboard/ (contract `notificationLinks`), e.g. the recipient's
     * own copy of a mail, the chat conversation, the order's invoice; null: it leads nowhere.
     */
    link: notificationLinkSchema.nullable(),
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
