import { expect, type Page } from '@playwright/test';
import type { ThemeColor } from '@/web/theme/palette';
import { signInTo } from './work-area-helpers';

// Shared by the three dashboards' specs.

/** A figure as the dashboards write it in English. */
export const count = (value: number) => new Intl.NumberFormat('en-GB').format(value);

/** A widget or total's card by its h2. */
export const cardOf = (page: Page, title: string) =>
  page
    .getByRole('main')
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/**
 * Brings every widget into view once, so each chart's drawing loads; waits for the calls to end and for every
 * chart (`charts`, when given, of them) to be drawn, then goes back to the top.
 */
export async function showEveryWidget(page: Page, charts?: number) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  const figures = page.getByRole('main').locator('figure');
  if (charts !== undefined) await expect(figures).toHaveCount(charts);
  // A chart whose figures came after the scroll went past it is brought into view again.
  for (const figure of await figures.all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('svg').first()).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('main').locator('.MuiSkeleton-root')).toHaveCount(0);
}

export interface DashboardLook {
  name: string;
  width: number;
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  language: 'en' | 'de' | 'fr';
  color?: ThemeColor;
}

/** Signs the admin in and opens `path` in the look's width, language, mode, direction and colour preset. */
export async function openInLook(page: Page, path: string, look: DashboardLook) {
  await page.setViewportSize({ width: look.width, height: 900 });
  await signInTo(page, '/dashboard/app');
  await page.waitForURL(/\/dashboard\/app$/);
  await page.evaluate(
    ({ language, settings }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('settings', JSON.stringify(settings));
    },
    {
      language: look.language,
      settings: { themeMode: look.mode, themeDirection: look.direction, themeColor: look.color ?? 'default' },
    },
  );
  await page.goto(path);
}

/** The looks every dashboard is checked in: phone, tablet and desktop, light and dark, right to left, German, French. */
export const dashboardLooks: DashboardLook[] = [
  { name: '390-light', width: 390, mode: 'light', direction: 'ltr', language: 'en' },
  { name: '390-dark-rtl', width: 390, mode: 'dark', direction: 'rtl', language: 'en' },
  { name: '1024-dark', width: 1024, mode: 'dark', direction: 'ltr', language: 'en' },
  { name: '1440-dark-rtl', width: 1440, mode: 'dark', direction: 'rtl', language: 'en' },
  { name: '1440-de', width: 1440, mode: 'light', direction: 'ltr', language: 'de' },
  { name: '1024-fr-dark', width: 1024, mode: 'dark', direction: 'ltr', language: 'fr' },
  { name: '390-fr', width: 390, mode: 'light', direction: 'ltr', language: 'fr' },
];
