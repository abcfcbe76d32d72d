import { expect, test, type Page } from '@playwright/test';

/**
 * Makes every Content-Security-Policy violation on the page a console error, so the checks below see it:
 * Chromium reports a refused eval or source only in DevTools' Issues panel and to the page's own
 * `securitypolicyviolation` listeners.
 */
export async function reportSecurityPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/**
 * Call at the top of a spec: every test in it then fails on a console error, a page error, a violation of
 * the page's Content-Security-Policy, a failed request or an HTTP status of 400 and above.
 */
export function failOnPageProblems() {
  const problemsOf = new WeakMap<Page, string[]>();

  test.beforeEach(async ({ page }) => {
    const problems: string[] = [];
    problemsOf.set(page, problems);
    await reportSecurityPolicyViolations(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // A request the browser aborts because the spec navigated or reloaded mid-load (net::ERR_ABORTED) is the
    // spec's doing, not the page's; every other failure (refused, reset, DNS, blocked) still counts.
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText;
      if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
  });

  test.afterEach(async ({ page }) => {
    expect(problemsOf.get(page)).toEqual([]);
  });
}
