import type { Flag } from '@/server/db/columns';

/**
 * One row per account of the workspace. The same row is the signed-in user's account,
 * the managed user of user management, a chat contact and a user-list card, so these views never
 * disagree about a person.
 */
export interface UsersTable {
  id: string;
  /** Lowercased. */
  email: string;
  /** scrypt hash (see auth/password.ts); null for accounts that must set a password first. */
  password_hash: string | null;
  display_name: string;
  first_name: string;
  last_name: string;
  /** Unique handle; a chat conversation key may be a username. */
  username: string;
  photo_url: string;
  cover_url: string;
  phone_number: string;
  country: string;
  address: string;
  state: string;
  city: string;
  zip_code: string;
  about: string;
  /** Access role: 'admin' | 'user'. */
  role: string;
  is_public: Flag;
  company: string;
  is_verified: Flag;
  /** 'active' | 'banned'; banned accounts cannot sign in. */
  status: string;
  /** The job title: a managed user's "role", a contact's and a list card's "position". */
  job_title: string;
  /** Chat presence: 'online' | 'offline' | 'away' | 'busy'. */
  presence: string;
  last_activity: string;
  created_at: string;
}

export interface AccountTables {
  users: UsersTable;
}
