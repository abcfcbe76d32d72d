import type { Contact } from '@/contract/chat';
import { connectedUserIds, contactStatusOf } from '@/server/areas/live/presence-store';
import type { Actor } from '@/server/auth/actor';
import type { Db } from '@/server/db/database';

/** The users columns a contact is made of. */
export const contactColumns = [
  'users.id',
  'users.display_name',
  'users.username',
  'users.photo_url',
  'users.address',
  'users.phone_number',
  'users.email',
  'users.last_activity',
  'users.presence',
  'users.job_title',
  'users.is_public',
] as const;

export interface ContactRow {
  id: string;
  display_name: string;
  username: string;
  photo_url: string;
  address: string;
  phone_number: string;
  email: string;
  last_activity: string;
  presence: string;
  job_title: string;
  is_public: number | boolean;
}


/** The accounts online now (with a live stream open), for toContact. */
export function connectedAccounts(db: Db): Promise<ReadonlySet<string>> {
  return connectedUserIds(db, new Date());
}

/**
 * A colleague sees another account's name, avatar, position and status (offline, or while it has a live stream
 * open the status it chose: online, away or busy); its email, phone and address only when that account is public
 * (or the viewer is an admin, or it is the viewer's own).
 */
export function toContact(row: ContactRow, viewer: Actor, connected: ReadonlySet<string>): Contact {
  const details = viewer.isAdmin || row.id === viewer.id || Boolean(row.is_public);
  return {
    id: row.id,
    name: row.display_name,
    username: row.username,
    avatar: row.photo_url,
    address: details ? row.address : '',
    phone: details ? row.phone_number : '',
    email: details ? row.email : '',
    lastActivity: row.last_activity,
    status: contactStatusOf(row.presence, connected.has(row.id)),
    position: row.job_title,
  };
}

/** Orders contacts by name the same way on both engines (their collations differ). */
export function byName(a: Contact, b: Contact): number {
  return a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Every other account of the workspace, by name. */
export async function listContacts(db: Db, viewer: Actor): Promise<Contact[]> {
  const [rows, connected] = await Promise.all([
    db.selectFrom('users').select(contactColumns).where('users.id', '<>', viewer.id).execute(),
    connectedAccounts(db),
  ]);
  return rows.map((row) => toContact(row, viewer, connected)).sort(byName);
}

/**
 * Contacts whose name contains the query, ignoring case. Filtered here rather than in SQL so that
 * case folding is the same for every alphabet on both engines (SQLite's lower() knows only ASCII).
 */
export async function searchContacts(db: Db, viewer: Actor, query: string | undefined): Promise<Contact[]> {
  const needle = (query ?? '').trim().toLocaleLowerCase();
  if (!needle) return [];
  const contacts = await listContacts(db, viewer);
  return contacts.filter((contact) => contact.name.toLocaleLowerCase().includes(needle));
}

/** The contact with this username; never the user themself. */
export async function findContactByUsername(
  db: Db,
  viewer: Actor,
  username: string,
): Promise<Contact | undefined> {
  const row = await db
    .selectFrom('users')
    .select(contactColumns)
    .where('users.username', '=', username)
    .where('users.id', '<>', viewer.id)
    .executeTakeFirst();
  return row ? toContact(row, viewer, await connectedAccounts(db)) : undefined;
}
