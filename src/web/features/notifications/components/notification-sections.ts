import type { Notification } from '@/contract/notifications';

/** The first 2 are listed under "New", the next 3 under "Before that". */
export const NEW_COUNT = 2;
export const BEFORE_THAT_COUNT = 3;

export function notificationSections(notifications: Notification[]) {
  return {
    recent: notifications.slice(0, NEW_COUNT),
    earlier: notifications.slice(NEW_COUNT, NEW_COUNT + BEFORE_THAT_COUNT),
    unreadCount: notifications.filter((notification) => notification.isUnRead).length,
  };
}
