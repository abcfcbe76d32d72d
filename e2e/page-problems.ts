import { expect, test, type Page } from '@playwright/test';

/**
 * Call at the top of a spec: every test in it then fails on a console error, a page error, a failed
 * request or an HTTP status of 400 and above.
 */
export function failOnPageProblems() {
  const problemsOf = new WeakMap<Page, string[]>();

  test.beforeEach(async ({ page }) => {
    const problems: string[] = [];
    problemsOf.set(page, problems);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
  });

  test.afterEach(async ({ page }) => {
    expect(problemsOf.get(page)).toEqual([]);
  });
}
