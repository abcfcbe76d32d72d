import type { Page } from '@playwright/test';

/** Holds back the page's requests to `url` until the returned function is called; they then go through. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
