import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { openPage } from './open-page';
import { useSettings } from './stored-settings';

export const mobile = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A demo's own file of an entry of the components showcase. */
export const demoSource = (slug: string, file: string) =>
  fs.readFileSync(`src/web/features/components-showcase/entries/${slug}/demos/${file}`, 'utf8');

/** Opens an entry's page at 1440 px and checks its heading and its title ("Components: Alert"). */
export async function openEntry(page: Page, slug: string, title: string) {
  await page.setViewportSize(desktop);
  await openPage(page, `/components/${slug}`);
  await expect(heading(page)).toHaveText(title);
  await expect(page).toHaveTitle(`Components: ${title} | Ardent Studio`);
}

/** "Show code" of a demo block shows the line of the demo's own file that holds `marker`. */
export async function expectCodeShown(block: Locator, slug: string, file: string, marker: string) {
  const line = demoSource(slug, file)
    .split('\n')
    .find((text) => text.includes(marker));
  expect(line, `${file} has a line with ${marker}`).toBeDefined();
  await block.getByRole('button', { name: 'Show code' }).click();
  await expect(block.locator('pre code')).toContainText(line!.trim());
}

export interface Look {
  themeMode: 'light' | 'dark';
  themeDirection: 'ltr' | 'rtl';
  viewport: { width: number; height: number };
}

/**
 * One test per look: each page in that mode, direction and width has no axe violation and no sideways
 * scrolling (with `SHOTS_DIR` set, each is also saved as a screenshot there).
 */
export function testLooks(paths: string[], looks: readonly Look[]) {
  for (const { themeMode, themeDirection, viewport } of looks) {
    test(`no axe violations and no sideways scrolling: ${themeMode} ${themeDirection} at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await useSettings(page, { themeMode, themeDirection });
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await openPage(page, path);
        await expect(heading(page)).toBeVisible();
        if (path !== '/components')
          await expect(page.getByRole('button', { name: 'Show code' }).first()).toBeVisible();
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(themeDirection);
        await expectNoAxeViolations(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} is wider than the window`).toBeLessThanOrEqual(viewport.width);
        if (process.env.SHOTS_DIR) {
          const name = `${path.slice(1).replaceAll('/', '-')}-${viewport.width}-${themeMode}-${themeDirection}`;
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
        }
      }
    });
  }
}
