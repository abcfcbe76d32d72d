import type { Flag } from '@/server/db/columns';

/** One row per notification; each belongs to one account. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  title: string;
  description: string;
  /** Image URL, or null when the client shows the type's icon. */
  avatar: string | null;
  /** One of the contract's notificationTypes. */
  type: string;
  /** UTC ISO text, so text order is time order. */
  created_at: string;
  is_unread: Flag;
  /** The system message it says (a key of the contract's notificationMessages), or null. */
  message_key: string | null;
  /** That message's parameters as JSON, or null. */
  message_params: string | null;
  /** The in-app path it leads to (contract `notificationLinks`), or null. */
  link: string | null;
}

export interface NotificationTables {
  notifications: NotificationsTable;
}
