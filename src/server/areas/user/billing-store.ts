import type { AddressBookEntry, Card, CardType, Invoice } from '@/contract/user';
import type { Db } from '@/server/db/database';

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

export async function listAddressBook(db: Db, userId: string): Promise<AddressBookEntry[]> {
  const rows = await db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    country: row.country,
    state: row.state,
    city: row.city,
    street: row.street,
    zipCode: row.zip_code,
  }));
}

/** Newest first. */
export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db
    .selectFrom('user_invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, price: Number(row.price) }));
}
