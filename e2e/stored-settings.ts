import type { Page } from '@playwright/test';

/** Theme settings stored before the page loads, as the settings drawer stores them (localStorage `settings`). */
export async function useSettings(
  page: Page,
  settings: { themeMode?: 'light' | 'dark'; themeDirection?: 'ltr' | 'rtl' },
) {
  await page.addInitScript((value) => {
    localStorage.setItem(
      'settings',
      JSON.stringify({ themeMode: 'light', themeDirection: 'ltr', themeColor: 'default', ...value }),
    );
  }, settings);
}
