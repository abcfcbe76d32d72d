/** The account settings' own answers, under ['user'] beside the address book (lib/address-book.ts). */
export const accountQueryKeys = {
  /** Every answer of the user area (profile, cards, lists): what an account change may make stale. */
  userArea: ['user'] as const,
  cards: ['user', 'cards'] as const,
  invoices: ['user', 'invoices'] as const,
  notificationSettings: ['user', 'notification-settings'] as const,
  socialLinks: ['user', 'social-links'] as const,
  identities: ['user', 'identities'] as const,
};
