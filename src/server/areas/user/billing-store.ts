import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AddressBookEntry, Card, CardType, Invoice } from '@/contract/user';
import type { Db } from '@/server/db/database';
import type { UserAddressesTable } from './tables';

/** Only the last four digits are stored; the rest is always shown masked. */
export const maskCardNumber = (last4: string) => `**** **** **** ${last4}`;

export async function listCards(db: Db, userId: string): Promise<Card[]> {
  const rows = await db
    .selectFrom('user_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    cardNumber: maskCardNumber(row.last4),
    cardType: row.card_type as CardType,
  }));
}

function toAddressBookEntry(row: Selectable<UserAddressesTable>): AddressBookEntry {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    street: row.street,
    zipCode: row.zip_code,
  };
}

/** One entry of the user's own address book; another user's is as unknown as a missing one. */
export async function findAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<AddressBookEntry | undefined> {
  const row = await db
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toAddressBookEntry(row);
}

/** Saves a new entry in the user's address book. */
export async function insertAddress(
  db: Db,
  userId: string,
  address: Omit<AddressBookEntry, 'id'>,
  now: Date,
): Promise<AddressBookEntry> {
  const row: Selectable<UserAddressesTable> = {
    id: randomUUID(),
    user_id: userId,
    name: address.name,
    phone: address.phone,
    country: address.country,
    state: address.state,
    city: address.city,
    street: address.street,
    zip_code: address.zipCode,
    created_at: now.toISOString(),
  };
  await db.insertInto('user_addresses').values(row).execute();
  return toAddressBookEntry(row);
}

export async function listAddressBook(db: Db, userId: string): Promise<AddressBookEntry[]> {
  const rows = await db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAddressBookEntry);
}

/** The caller's invoices, newest first: the seeded ones and one per order placed (priced at its total). */
export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db
    .selectFrom('user_invoices')
    .select(['id', 'price', 'created_at'])
    .where('user_id', '=', userId)
    .unionAll(
      db.selectFrom('orders').select(['id', 'total as price', 'created_at']).where('user_id', '=', userId),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, price: Number(row.price) }));
}
