import { userApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { createRouter } from '@/server/http/router';
import { listAddressBook, listCards, listInvoices } from './billing-store';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings-store';

/** Behind the user guard of the user area's router. */
export function accountSettingsRoutes({ database }: AppDeps) {
  const { db } = database;
  const router = createRouter();
  router.openapi(userApi.cards, async (c) => c.json({ cards: await listCards(db, c.get('user').id) }, 200));
  router.openapi(userApi.addressBook, async (c) =>
    c.json({ addressBook: await listAddressBook(db, c.get('user').id) }, 200),
  );
  router.openapi(userApi.invoices, async (c) => c.json({ invoices: await listInvoices(db, c.get('user').id) }, 200));
  router.openapi(userApi.notificationSettings, async (c) =>
    c.json({ notifications: await getNotificationSettings(db, c.get('user').id) }, 200),
  );
  router.openapi(userApi.updateNotificationSettings, async (c) => {
    const { notifications: changes } = c.req.valid('json');
    return c.json({ notifications: await updateNotificationSettings(db, c.get('user').id, changes) }, 200);
  });
  return router;
}
