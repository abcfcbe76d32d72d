import type { Insertable, Selectable } from 'kysely';
import { isNotificationLink } from '@/contract/notification-links';
import {
  NotificationErrors,
  notificationTexts,
  type Notification,
  type NotificationMessageKey,
  type NotificationType,
  type SystemMessage,
} from '@/contract/notifications';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { notFound } from '@/server/http/api-error';
import { publishLiveEvent } from '@/server/live/publish-live-event';
import type { NotificationsTable } from './tables';

type NotificationRow = Selectable<NotificationsTable>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    message:
      row.message_key === null
        ? null
        : { key: row.message_key as NotificationMessageKey, params: JSON.parse(row.message_params ?? '{}') },
    avatar: row.avatar,
    type: row.type as NotificationType,
    createdAt: row.created_at,
    isUnRead: fromFlag(row.is_unread),
    link: row.link,
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

/** The user's other windows hear of a change to their notifications (each one of them is a live event). */
const announceChange = (db: Db, userIds: readonly string[]) =>
  publishLiveEvent(db, userIds, { type: 'notifications.changed' });

export async function markAllNotificationsRead(db: Db, userId: string): Promise<Notification[]> {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('notifications')
      .set({ is_unread: toFlag(false) })
      .where('user_id', '=', userId)
      .where('is_unread', '=', toFlag(true))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await announceChange(trx, [userId]);
  });
  return listNotifications(db, userId);
}

/** Another user's notification is as unknown as one that does not exist. */
export async function markNotificationRead(db: Db, userId: string, notificationId: string): Promise<Notification> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('notifications')
      .set({ is_unread: toFlag(false) })
      .where('id', '=', notificationId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(NotificationErrors.notFound);
    await announceChange(trx, [userId]);
    return toNotification(row);
  });
}

interface NewNotificationBase extends Omit<Notification, 'isUnRead' | 'title' | 'description' | 'message' | 'link'> {
  userId: string;
  isUnRead: boolean;
  /** Where it leads (contract `notificationLinks`); none: nowhere. */
  link?: string | null;
}

/**
 * A notification to store: one of the system's messages (its English texts follow from it; `description`, for
 * a message without one of its own, is someone's words such as a message's excerpt), or texts of its own.
 */
export type NewNotification = NewNotificationBase &
  ({ message: SystemMessage; description?: string } | { message?: undefined; title: string; description: string });

/**
 * Stores the notifications and tells their accounts live (notifications.changed), in the caller's transaction: every
 * notification, whoever creates it, reaches the header's bell through here. Call it late in the transaction (it
 * publishes).
 */
export async function insertNotifications(db: Db, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  const rows: Insertable<NotificationsTable>[] = notifications.map((notification) => {
    const link = notification.link ?? null;
    if (link !== null && !isNotificationLink(link)) throw new Error(`notifications: ${link} is not an in-app link`);
    const { title, description } = notification.message
      ? notificationTexts(notification.message, notification.description)
      : notification;
    return {
      id: notification.id,
      user_id: notification.userId,
      title,
      description,
      avatar: notification.avatar,
      type: notification.type,
      created_at: notification.createdAt,
      is_unread: toFlag(notification.isUnRead),
      message_key: notification.message?.key ?? null,
      message_params: notification.message ? JSON.stringify(notification.message.params) : null,
      link,
    };
  });
  const userIds = [...new Set(notifications.map((notification) => notification.userId))];
  const write = async (trx: Db) => {
    await trx.insertInto('notifications').values(rows).execute();
    await announceChange(trx, userIds);
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}
