import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  AccountSettingsErrors,
  AccountSettingsLimits,
  type NewCardRequest,
} from '@/contract/account-settings';
import { OrderLimits } from '@/contract/orders';
import type { AddressBookEntry, AddressBookItem, Card, CardType, Invoice } from '@/contract/user';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import { badRequest, notFound } from '@/server/http/api-error';
import type { UserAddressesTable, UserCardsTable } from './tables';

type NewAddress = Omit<AddressBookEntry, 'id'>;

// ---- Cards ---------------------------------------------------------------------------------------

/** Only the last four digits are stored; the rest is always shown masked. */
export const maskCardNumber = (last4: string) => `**** **** **** ${last4}`;

const toCard = (row: Pick<Selectable<UserCardsTable>, 'id' | 'last4' | 'card_type'>): Card => ({
  id: row.id,
  cardNumber: maskCardNumber(row.last4),
  cardType: row.card_type as CardType,
});

export async function listCards(db: Db, userId: string): Promise<Card[]> {
  const rows = await db
    .selectFrom('user_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toCard);
}

/**
 * Takes the account's row until the transaction ends (a row lock on PostgreSQL; SQLite runs one write
 * transaction at a time anyway), so that two writes of one account that check and then change its rows
 * (the card limit, the one default address) run one after the other.
 */
async function lockAccount(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}

async function countOwnRows(db: Db, table: 'user_cards' | 'user_addresses', userId: string): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Saves a card of the user by its last four digits; past AccountSettingsLimits.maxCards, 400. */
export async function insertCard(db: Db, userId: string, card: NewCardRequest, now: Date): Promise<Card> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    if ((await countOwnRows(trx, 'user_cards', userId)) >= AccountSettingsLimits.maxCards)
      throw badRequest(AccountSettingsErrors.tooManyCards);
    const row = {
      id: randomUUID(),
      user_id: userId,
      last4: card.last4,
      card_type: card.cardType,
      created_at: now.toISOString(),
    };
    await trx.insertInto('user_cards').values(row).execute();
    return toCard(row);
  });
}

/** Removes one of the user's own cards; another user's is as unknown as a missing one (404). */
export async function deleteCard(db: Db, userId: string, cardId: string): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('user_cards')
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(numDeletedRows) === 0) throw notFound(AccountSettingsErrors.cardNotFound);
}

// ---- Address book --------------------------------------------------------------------------------

function toAddressBookItem(row: Selectable<UserAddressesTable>): AddressBookItem {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    street: row.street,
    zipCode: row.zip_code,
    isDefault: fromFlag(row.is_default),
  };
}

const addressColumns = (address: NewAddress) => ({
  name: address.name,
  phone: address.phone,
  country: address.country,
  state: address.state,
  city: address.city,
  street: address.street,
  zip_code: address.zipCode,
});

async function findAddressRow(db: Db, userId: string, addressId: string) {
  return db
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** An address as an order keeps it: without the address book's default mark, which changes later. */
const entryOf = ({ isDefault: _isDefault, ...entry }: AddressBookItem): AddressBookEntry => entry;

/** One entry of the user's own address book (for an order); another user's is as unknown as a missing one. */
export async function findAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<AddressBookEntry | undefined> {
  const row = await findAddressRow(db, userId, addressId);
  return row && entryOf(toAddressBookItem(row));
}

async function findOwnAddressOr404(db: Db, userId: string, addressId: string): Promise<AddressBookItem> {
  const row = await findAddressRow(db, userId, addressId);
  if (!row) throw notFound(AccountSettingsErrors.addressNotFound);
  return toAddressBookItem(row);
}

/** Saves a new entry in the address book; it becomes the default while the user has none. Call it in a transaction. */
async function insertAddressItem(
  db: Db,
  userId: string,
  address: NewAddress,
  now: Date,
): Promise<AddressBookItem> {
  await lockAccount(db, userId);
  const hasDefault = await db
    .selectFrom('user_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', toFlag(true))
    .executeTakeFirst();
  const row: Selectable<UserAddressesTable> = {
    id: randomUUID(),
    user_id: userId,
    ...addressColumns(address),
    is_default: toFlag(!hasDefault),
    created_at: now.toISOString(),
  };
  await db.insertInto('user_addresses').values(row).execute();
  return toAddressBookItem(row);
}

/**
 * Saves the new address of a checkout in the buyer's address book (the default while they have none) and
 * answers it as the order keeps it. Runs in the order's transaction.
 */
export async function insertAddress(
  db: Db,
  userId: string,
  address: NewAddress,
  now: Date,
): Promise<AddressBookEntry> {
  return entryOf(await insertAddressItem(db, userId, address, now));
}

/** The account settings' Add address: at most AccountSettingsLimits.maxAddresses, else 400. */
export async function addAddress(
  db: Db,
  userId: string,
  address: NewAddress,
  now: Date,
): Promise<AddressBookItem> {
  return db.transaction().execute(async (trx) => {
    // Locked before counting, so two adds at once are counted one after the other (taking it again below is free).
    await lockAccount(trx, userId);
    if ((await countOwnRows(trx, 'user_addresses', userId)) >= AccountSettingsLimits.maxAddresses)
      throw badRequest(AccountSettingsErrors.tooManyAddresses);
    return insertAddressItem(trx, userId, address, now);
  });
}

export async function updateAddress(
  db: Db,
  userId: string,
  addressId: string,
  address: NewAddress,
): Promise<AddressBookItem> {
  const { numUpdatedRows } = await db
    .updateTable('user_addresses')
    .set(addressColumns(address))
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw notFound(AccountSettingsErrors.addressNotFound);
  return findOwnAddressOr404(db, userId, addressId);
}

/** Removes one of the user's addresses; past orders keep their own copy of it. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('user_addresses')
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(numDeletedRows) === 0) throw notFound(AccountSettingsErrors.addressNotFound);
}

/** Makes one of the user's addresses the default, in one transaction with taking it from the one before. */
export async function setDefaultAddress(db: Db, userId: string, addressId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    await findOwnAddressOr404(trx, userId, addressId);
    await trx
      .updateTable('user_addresses')
      .set({ is_default: toFlag(false) })
      .where('user_id', '=', userId)
      .where('is_default', '=', toFlag(true))
      .execute();
    await trx
      .updateTable('user_addresses')
      .set({ is_default: toFlag(true) })
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .execute();
  });
}

/** The user's address book: the default first, then the newest first. */
export async function listAddressBook(db: Db, userId: string): Promise<AddressBookItem[]> {
  const rows = await db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAddressBookItem);
}

// ---- Invoices ------------------------------------------------------------------------------------

/** The caller's invoices: one per order placed, priced at its total, newest first (the latest OrderLimits.listMax). */
export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'number', 'total', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(OrderLimits.listMax)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: Number(row.number),
    createdAt: row.created_at,
    price: Number(row.total),
  }));
}
