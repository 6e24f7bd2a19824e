import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';

/** Problems a visitor never should cause: console errors, page errors and CSP violations. */
export interface PageProblems {
  readonly messages: string[];
  /** Expected noise for one test, e.g. the browser's own line for a page answered with 404. */
  allow(pattern: RegExp): void;
}

/** Records the page's problems into `problems` (for a page the test opens itself). */
export async function watch(page: Page, problems: string[]): Promise<void> {
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
      expectNone(unexpected, 'console errors, page errors or CSP violations');
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Expects an empty list of findings. The failure's first line names them, so a log that keeps
 * only that line (as CI's excerpt does) still says what was found.
 */
export function expectNone(findings: readonly string[], what: string): void {
  const summary = findings.join(' | ');
  const shown = summary.length > 1_000 ? `${summary.slice(0, 1_000)}…` : summary;
  expect(findings, `${what}: ${findings.length} found: ${shown}`).toEqual([]);
}

/**
 * Waits until the app marks <html data-hydrated> (set by the root layout's first effect, after
 * every listener and stored setting below it is in place). A MutationObserver in the page answers
 * the moment the mark is set; a retried assertion would look again only every 100 to 500 ms.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  const marked = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const html = document.documentElement;
        if (html.hasAttribute('data-hydrated')) return resolve();
        new MutationObserver((_, observer) => {
          if (!html.hasAttribute('data-hydrated')) return;
          observer.disconnect();
          resolve();
        }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`<html data-hydrated> was not set within ${timeout} ms`)),
      timeout,
    );
  });
  try {
    await Promise.race([marked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens a path and waits until the page is interactive. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Scrolls `target` into view and waits until the part of the page holding it, one that hydrates
 * only near the viewport (`data-hydrate-on-view`), is interactive: what a visitor meets after
 * scrolling to it.
 */
export async function scrollToPart(target: Locator, timeout = 15_000): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(
    target.locator('xpath=ancestor-or-self::*[@data-hydrate-on-view][1]'),
  ).toHaveAttribute('data-hydrated', '', { timeout });
}

/**
 * Stops the page's fake clock (`page.clock.install()` before navigation) so a test steps through
 * the page's timers with `page.clock.runFor`.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A little ahead: the clock keeps running while this call travels to the page.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** The axe-core that @axe-core/playwright injects. */
const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as {
  readonly source: string;
  getRules(tags: string[]): { ruleId: string; tags: string[] }[];
};

/**
 * The WCAG A/AA and best-practice rules of axe that read colours (contrast, links told apart by
 * colour).
 */
const COLOUR_RULES: readonly string[] = axeCore
  .getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  .filter((rule) => rule.tags.includes('cat.color'))
  .map((rule) => rule.ruleId);

/**
 * axe goes into a page once, here; AxeBuilder is then given a no-op as its source. It would send
 * axe's 650 KB source twice per call in legacy mode (about 0.3 s a call here, most of it moving
 * the text), and a page checked in both themes is checked twice.
 */
async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
}
const AXE_ALREADY_IN_PAGE = 'void 0';

/**
 * Which axe rules to run. `all`: every rule axe enables by default (WCAG 2.x A and AA, best
 * practices) and target-size (WCAG 2.2 AA). `colour`: only the rules that read colours, for a
 * second theme of a page state already checked with `all`: the dark theme changes colours only
 * (tests/unit/shared/theme/dark-theme.test.tsx holds the stylesheets to that), so every other rule would
 * see what it saw in light.
 */
export type AxeRules = 'all' | 'colour';

/**
 * The site shell: the skip link, header, footer and floating controls, the same on every route
 * but for the current page's menu link. The route sweep leaves it out (about 0.3 s of axe per
 * route); shell-axe.e2e.ts checks it whole, closed and in each of its open states.
 */
export const SHELL: readonly string[] = [
  '.skip-link',
  'header.site-header',
  'footer.site-footer',
  '.floating-controls',
];

/** Where axe looks: the whole page by default, or only or all but some parts of it. */
export interface AxeScope {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

/**
 * Serious or critical axe-core findings in the page's current state, one line each. axe is
 * evaluated through DevTools, so the CSP (no inline scripts) does not block it.
 */
export async function axeProblems(
  page: Page,
  rules: AxeRules = 'all',
  scope: AxeScope = {},
): Promise<string[]> {
  await injectAxe(page);
  const builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_PAGE });
  for (const selector of scope.include ?? []) builder.include(selector);
  for (const selector of scope.exclude ?? []) builder.exclude(selector);
  builder
    .options({
      ...(rules === 'colour'
        ? { runOnly: { type: 'rule', values: [...COLOUR_RULES] } }
        : { rules: { 'target-size': { enabled: true } } }),
      // Only violations are read: axe then skips describing every passing node.
      resultTypes: ['violations'],
    })
    // axe.run in the page itself. The default mode also opens a blank page and injects axe
    // there again to merge the results of every frame (about three times slower here), and the
    // CSP (default-src 'none', no frame-src) lets this site load no frames at all.
    .setLegacyMode();
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${JSON.stringify(violation.nodes.slice(0, 3).map((node) => node.target))}`,
    );
}
