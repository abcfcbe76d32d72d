import type { TFunction } from 'i18next';
import type { Notification } from '@/contract/notifications';

/**
 * A notification's title and description in the reader's language: a system message from
 * `notifications.messages.<key>` with its parameters, its description (where the message has none of its own)
 * as stored, since that is someone's words; any other notification as stored.
 */
export function notificationTexts(t: TFunction, notification: Notification): { title: string; description: string } {
  const { message } = notification;
  if (!message) return { title: notification.title, description: notification.description };
  const key = `notifications.messages.${message.key}`;
  return {
    title: t(`${key}.title`, { ...message.params, defaultValue: notification.title }),
    description: t(`${key}.description`, { ...message.params, defaultValue: notification.description }),
  };
}
