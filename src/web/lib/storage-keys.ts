/** Every localStorage key the app uses (DECISIONS §5). */
export const StorageKey = {
  accessToken: 'accessToken',
  settings: 'settings',
  language: 'i18nextLng',
} as const;
