import type { Insertable, Selectable } from 'kysely';
import { NotificationErrors, type Notification, type NotificationType } from '@/contract/notifications';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/api-error';
import type { NotificationsTable } from './tables';

type NotificationRow = Selectable<NotificationsTable>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    avatar: row.avatar,
    type: row.type as NotificationType,
    createdAt: row.created_at,
    isUnRead: fromFlag(row.is_unread),
  };
}

/** The user's notifications, newest first. */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toNotification);
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<Notification[]> {
  await db
    .updateTable('notifications')
    .set({ is_unread: toFlag(false) })
    .where('user_id', '=', userId)
    .where('is_unread', '=', toFlag(true))
    .execute();
  return listNotifications(db, userId);
}

/** Another user's notification is as unknown as one that does not exist. */
export async function markNotificationRead(db: Db, userId: string, notificationId: string): Promise<Notification> {
  const row = await db
    .updateTable('notifications')
    .set({ is_unread: toFlag(false) })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(NotificationErrors.notFound);
  return toNotification(row);
}

export interface NewNotification extends Omit<Notification, 'isUnRead'> {
  userId: string;
  isUnRead: boolean;
}

export async function insertNotifications(db: Db, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  const rows: Insertable<NotificationsTable>[] = notifications.map((notification) => ({
    id: notification.id,
    user_id: notification.userId,
    title: notification.title,
    description: notification.description,
    avatar: notification.avatar,
    type: notification.type,
    created_at: notification.createdAt,
    is_unread: toFlag(notification.isUnRead),
  }));
  await db.insertInto('notifications').values(rows).execute();
}
