import { accountSettingsApi, userApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { createRouter } from '@/server/http/router';
import { updateAccountGeneral } from './account-general-store';
import {
  addAddress,
  deleteAddress,
  deleteCard,
  insertCard,
  listAddressBook,
  listCards,
  listInvoices,
  setDefaultAddress,
  updateAddress,
} from './billing-store';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings-store';
import { getSocialLinks, updateSocialLinks } from './social-links-store';

/** Behind the user guard of the user area's router: every call reads or changes the caller's own account only. */
export function accountSettingsRoutes({ database, clock }: AppDeps) {
  const { db } = database;
  const router = createRouter();
  router.openapi(accountSettingsApi.updateGeneral, async (c) =>
    c.json({ user: await updateAccountGeneral(db, c.get('user'), c.req.valid('json')) }, 200),
  );

  router.openapi(userApi.cards, async (c) => c.json({ cards: await listCards(db, c.get('user').id) }, 200));
  router.openapi(accountSettingsApi.newCard, async (c) =>
    c.json({ card: await insertCard(db, c.get('user').id, c.req.valid('json'), clock()) }, 200),
  );
  router.openapi(accountSettingsApi.deleteCard, async (c) => {
    const { cardId } = c.req.valid('json');
    await deleteCard(db, c.get('user').id, cardId);
    return c.json({ cardId }, 200);
  });

  router.openapi(userApi.addressBook, async (c) =>
    c.json({ addressBook: await listAddressBook(db, c.get('user').id) }, 200),
  );
  router.openapi(accountSettingsApi.newAddress, async (c) =>
    c.json({ address: await addAddress(db, c.get('user').id, c.req.valid('json'), clock()) }, 200),
  );
  router.openapi(accountSettingsApi.updateAddress, async (c) => {
    const { addressId, updateAddress: address } = c.req.valid('json');
    return c.json({ address: await updateAddress(db, c.get('user').id, addressId, address) }, 200);
  });
  router.openapi(accountSettingsApi.deleteAddress, async (c) => {
    const { addressId } = c.req.valid('json');
    await deleteAddress(db, c.get('user').id, addressId);
    return c.json({ addressId }, 200);
  });
  router.openapi(accountSettingsApi.setDefaultAddress, async (c) => {
    const userId = c.get('user').id;
    await setDefaultAddress(db, userId, c.req.valid('json').addressId);
    return c.json({ addressBook: await listAddressBook(db, userId) }, 200);
  });

  router.openapi(userApi.invoices, async (c) =>
    c.json({ invoices: await listInvoices(db, c.get('user').id) }, 200),
  );

  router.openapi(userApi.notificationSettings, async (c) =>
    c.json({ notifications: await getNotificationSettings(db, c.get('user').id) }, 200),
  );
  router.openapi(userApi.updateNotificationSettings, async (c) => {
    const { notifications: changes } = c.req.valid('json');
    return c.json({ notifications: await updateNotificationSettings(db, c.get('user').id, changes) }, 200);
  });

  router.openapi(accountSettingsApi.socialLinks, async (c) =>
    c.json({ socialLinks: await getSocialLinks(db, c.get('user').id) }, 200),
  );
  router.openapi(accountSettingsApi.updateSocialLinks, async (c) =>
    c.json({ socialLinks: await updateSocialLinks(db, c.get('user').id, c.req.valid('json')) }, 200),
  );
  return router;
}
