import { createRoute } from '@hono/zod-openapi';
import {
  addressBookResponseSchema,
  cardsResponseSchema,
  invoicesResponseSchema,
  notificationSettingsResponseSchema,
  updateNotificationSettingsRequestSchema,
} from '@/contract/user';
import type { AppDeps } from '@/server/app-deps';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import { listAddressBook, listCards, listInvoices } from './billing-store';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings-store';

const base = { tags: ['User'], security: bearerAuth };
const read = (path: string, summary: string) => ({ ...base, method: 'get' as const, path, summary });

const cards = createRoute({
  ...read('/cards', "The caller's payment cards (masked)"),
  responses: { ...jsonOk(cardsResponseSchema), ...errorResponses(401, 403) },
});

const addressBook = createRoute({
  ...read('/address-book', "The caller's address book"),
  responses: { ...jsonOk(addressBookResponseSchema), ...errorResponses(401, 403) },
});

const invoices = createRoute({
  ...read('/invoices', "The caller's invoices, newest first"),
  responses: { ...jsonOk(invoicesResponseSchema), ...errorResponses(401, 403) },
});

const notifications = createRoute({
  ...read('/notifications-settings', "The caller's notification settings"),
  responses: { ...jsonOk(notificationSettingsResponseSchema), ...errorResponses(401, 403) },
});

const updateNotifications = createRoute({
  ...base,
  method: 'post',
  path: '/notifications-settings/update',
  summary: 'Save some or all notification settings',
  request: { body: jsonBody(updateNotificationSettingsRequestSchema) },
  responses: { ...jsonOk(notificationSettingsResponseSchema), ...errorResponses(400, 401, 403) },
});

/** Mounted under /api/user/account behind the user guard. */
export function accountSettingsRoutes({ database }: AppDeps) {
  const { db } = database;
  const router = createRouter();
  router.openapi(cards, async (c) => c.json({ cards: await listCards(db, c.get('user').id) }, 200));
  router.openapi(addressBook, async (c) =>
    c.json({ addressBook: await listAddressBook(db, c.get('user').id) }, 200),
  );
  router.openapi(invoices, async (c) => c.json({ invoices: await listInvoices(db, c.get('user').id) }, 200));
  router.openapi(notifications, async (c) =>
    c.json({ notifications: await getNotificationSettings(db, c.get('user').id) }, 200),
  );
  router.openapi(updateNotifications, async (c) => {
    const { notifications: changes } = c.req.valid('json');
    return c.json({ notifications: await updateNotificationSettings(db, c.get('user').id, changes) }, 200);
  });
  return router;
}
