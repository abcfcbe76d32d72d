/** Every localStorage key the app uses. */
export const StorageKey = {
  accessToken: 'accessToken',
  settings: 'settings',
  language: 'i18nextLng',
} as const;
