import type { AccountUser } from '@/contract/account';

/** The General tab's fields: the account's own, without what the user cannot change here (email, role). */
export const accountGeneralFields = [
  'displayName',
  'photoURL',
  'phoneNumber',
  'address',
  'country',
  'state',
  'city',
  'zipCode',
  'about',
  'isPublic',
] as const;
export type AccountGeneralForm = Pick<AccountUser, (typeof accountGeneralFields)[number]>;

export const accountGeneralFormOf = (user: AccountUser): AccountGeneralForm =>
  Object.fromEntries(accountGeneralFields.map((field) => [field, user[field]])) as AccountGeneralForm;
