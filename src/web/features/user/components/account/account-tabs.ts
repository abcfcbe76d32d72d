/** The tabs of the account settings, in order; the address holds the open one (`?tab=billing`). */
const accountTabs = ['general', 'billing', 'notifications', 'social', 'security'] as const;
export type AccountTab = (typeof accountTabs)[number];

/** The tab an address names; General for none or an unknown one. */
export const accountTabOf = (value: string | null): AccountTab =>
  accountTabs.find((tab) => tab === value) ?? 'general';
