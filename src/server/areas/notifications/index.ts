import type { Area, UploadReferenceOf } from '@/server/area';
import { notificationLinkMigration } from './link-migration';
import { notificationMessageMigration } from './message-migration';
import { notificationsMigration } from './migration';
import { notificationsRoutes } from './routes';
import { seedNotifications } from './seed';
import type { NotificationTables } from './tables';

/** What the bell in the dashboard's header lists. */
export const notificationsArea: Area<NotificationTables> = {
  name: 'notifications',
  routers: [{ basePath: '/', create: notificationsRoutes }],
  migrations: {
    '0010_notifications': notificationsMigration,
    '0026_notification_messages': notificationMessageMigration,
    '0029_notification_links': notificationLinkMigration,
  },
  uploadReferences: [
    { table: 'notifications', column: 'avatar' },
  ] satisfies UploadReferenceOf<NotificationTables>[],
  demoSeed: { order: 80, run: seedNotifications },
};
