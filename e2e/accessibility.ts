import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules, as DESIGN.md's quality bar asks. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Only violations are read: axe then lists at most one passing or inapplicable node per rule, not every one.
    // (Before withTags: options() replaces every option set so far.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}

/** Axe reads colours as they are: elements still fading in would count as faint text, so motion is off while it checks. */
export async function expectNoAxeViolationsWithoutMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoAxeViolations(page);
}

/**
 * WCAG 2.5.3 Label in Name: a control's accessible name holds the text it shows, so a user who reads "H1"
 * can say "click H1". Axe's rule for it is experimental (off by default), so it is enabled and asked for by name;
 * the check also makes sure axe did run it, so a rule left out can never pass for a clean page.
 */
export async function expectLabelInName(page: Page) {
  const rule = 'label-content-name-mismatch';
  const results = await new AxeBuilder({ page })
    .options({ rules: { [rule]: { enabled: true } } })
    .withRules([rule])
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(({ id }) => id);
  expect(ran).toContain(rule);
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}
