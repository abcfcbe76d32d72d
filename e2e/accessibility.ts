import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules, as DESIGN.md's quality bar asks. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}

/** Axe reads colours as they are: elements still fading in would count as faint text, so motion is off while it checks. */
export async function expectNoAxeViolationsWithoutMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoAxeViolations(page);
}
