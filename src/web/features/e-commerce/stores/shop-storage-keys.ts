/** The product area's localStorage keys (DECISIONS §5). */
export const ShopStorageKey = {
  sortBy: 'sortBy',
  checkout: 'checkout',
} as const;
