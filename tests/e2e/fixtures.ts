import { test as base, expect, type Page } from '@playwright/test';

/** Problems a visitor never should cause: console errors, page errors and CSP violations. */
export interface PageProblems {
  readonly messages: string[];
  /** Expected noise for one test, e.g. the browser's own line for a page answered with 404. */
  allow(pattern: RegExp): void;
}

async function watch(page: Page, problems: string[]): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) =>
    problems.push(`csp: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/**
 * `test` with a page that fails the test on any console error or warning, page error or CSP
 * violation. Use it for every browser test.
 */
export const test = base.extend<{ problems: PageProblems }>({
  // Automatic: every test's page is watched, even when the test does not name `problems`.
  problems: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      await watch(page, messages);
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter(
        (message) => !allowed.some((pattern) => pattern.test(message)),
      );
      expect(unexpected, 'console errors, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
