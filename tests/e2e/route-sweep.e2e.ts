import type { Page } from '@playwright/test';
import { axeProblems, expect, expectNone, SHELL, test, waitForHydration } from './fixtures.ts';
import { noJsFindings } from './no-js-rule.ts';
import { serveWithoutScripts } from './without-scripts.ts';
import { sweepGroups, type SweepTarget } from './sweep-routes.ts';

/**
 * Every route of the table, in groups walked in one page each: with JavaScript, the page renders
 * once, hydrates cleanly and passes axe in light and dark; without it, the page shows its main
 * content in the dark theme a system that prefers dark gets, every visible control works or
 * waits for JavaScript, and (in a page served without its scripts, where axe can run) the
 * colours pass axe. Per route, axe checks the page without the
 * site shell, which shell-axe.e2e.ts checks whole and in its open states.
 */

/** The page background of the dark theme (`--color-bg` in shared/styles/base.css). */
const DARK_BG = 'rgb(11, 16, 32)';

/** Routes per test: about 15 s of work on a quiet two-core machine. */
const GROUP_SIZE = 6;

/** The safety cap of a group: more than five times what it needs on a quiet machine. */
const GROUP_TIMEOUT_MS = 120_000;

const pageOnly = { exclude: SHELL };

/**
 * Runs `check` for each route of the group, collecting its failures and the console's problems
 * under the route's path, so one failing route neither hides nor stops the others.
 */
async function eachRoute(
  targets: readonly SweepTarget[],
  messages: readonly string[],
  check: (target: SweepTarget) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const target of targets) {
    const seen = messages.length;
    const found = await check(target).catch((error: unknown) => [String(error)]);
    const problems = messages
      .slice(seen)
      .filter(
        (message) =>
          target.id !== 'not-found' || !/the server responded with a status of 404/.test(message),
      );
    failures.push(...[...found, ...problems].map((failure) => `${target.path}: ${failure}`));
  }
  return failures;
}

/** Waits until the colour transitions a theme switch (or the stylesheet's arrival) started end. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.allSettled(transitions.map((transition) => transition.finished));
  });
}

async function withJavaScript(page: Page, target: SweepTarget): Promise<string[]> {
  const failures: string[] = [];
  await page.emulateMedia({ colorScheme: 'light' });
  // Each route as a first visit: nothing stored by the routes before it.
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  const response = await page.goto(target.path);
  await waitForHydration(page);
  const status = response?.status();
  if (status !== (target.id === 'not-found' ? 404 : 200)) failures.push(`status ${status}`);
  const counts = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main').length,
    header: document.querySelectorAll('header.site-header').length,
    h1Visible: (document.querySelector('h1')?.getBoundingClientRect().height ?? 0) > 0,
    dark: document.documentElement.classList.contains('dark'),
  }));
  // One h1, one main and one header: the page rendered once (a double render repeats them).
  const expected = { h1: 1, main: 1, header: 1, h1Visible: true, dark: false };
  if (JSON.stringify(counts) !== JSON.stringify(expected))
    failures.push(`rendered ${JSON.stringify(counts)}, expected ${JSON.stringify(expected)}`);
  failures.push(...(await axeProblems(page, 'all', pageOnly)).map((p) => `axe, light: ${p}`));

  // Dark on the same page state, switched live: with no theme chosen the page follows the
  // system's. The dark theme changes only colours (tests/unit/shared/theme/dark-theme.test.tsx),
  // so the colour rules suffice; a first visit in dark is theme-system.e2e.ts's.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await transitionsEnded(page);
  failures.push(...(await axeProblems(page, 'colour', pageOnly)).map((p) => `axe, dark: ${p}`));
  return failures;
}

async function withoutJavaScript(page: Page, target: SweepTarget): Promise<string[]> {
  const failures: string[] = [];
  await page.goto(target.path);
  const shown = await page.evaluate(() => ({
    h1: (document.querySelector('main h1')?.getBoundingClientRect().height ?? 0) > 0,
    text: (document.querySelector('main') as HTMLElement | null)?.innerText.trim().length ?? 0,
    background: getComputedStyle(document.body).backgroundColor,
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  }));
  if (!shown.h1) failures.push('no visible h1 in <main>');
  if (shown.text <= 80) failures.push(`only ${shown.text} characters of text in <main>`);
  if (shown.background !== DARK_BG) failures.push(`background ${shown.background} in dark`);
  // Form controls and scroll bars follow the theme too.
  if (shown.colorScheme !== 'dark') failures.push(`color-scheme ${shown.colorScheme} in dark`);
  if (target.id === 'blog-post') {
    // The newest post is the one swept: it shows what Markdown can hold, so these checks (and
    // axe and the 320 px reflow on the same page) cover code, tables and quotations.
    for (const part of ['pre code .hl-string', 'table th[scope="col"]', 'figure blockquote']) {
      const shown = await page.locator(`main .blog-prose ${part}`).first().isVisible();
      if (!shown) failures.push(`no visible ${part} in the post`);
    }
  }
  const findings = await noJsFindings(page);
  // Reported apart so a failure says whether the page or the site shell needs the fix.
  failures.push(...findings.page.map((finding) => `page content, dead without JS: ${finding}`));
  failures.push(...findings.shell.map((finding) => `site shell, dead without JS: ${finding}`));
  return failures;
}

/** The same page without its scripts (serveWithoutScripts), where axe can run. */
async function coloursWithoutScripts(page: Page, target: SweepTarget): Promise<string[]> {
  await page.goto(target.path);
  const failures: string[] = [];
  if (await page.evaluate(() => document.documentElement.classList.contains('js')))
    failures.push('<html> has the js class: a script ran');
  await transitionsEnded(page);
  failures.push(...(await axeProblems(page, 'colour')).map((p) => `axe, dark: ${p}`));
  return failures;
}

for (const group of sweepGroups(GROUP_SIZE)) {
  test.describe(`routes ${group.name}`, () => {
    test.describe.configure({ timeout: GROUP_TIMEOUT_MS });

    test('render once, hydrate cleanly and pass axe in light and dark', async ({
      page,
      problems,
    }) => {
      // Problems are reported per route below, with the route's own allowance.
      problems.allow(/./);
      const failures = await eachRoute(group.targets, problems.messages, (target) =>
        withJavaScript(page, target),
      );
      expectNone(failures, 'with JavaScript');
    });

    test.describe('without JavaScript, a system that prefers dark', () => {
      test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

      test('show the main content, and every visible control works or waits', async ({
        page,
        problems,
      }) => {
        problems.allow(/./);
        const failures = await eachRoute(group.targets, problems.messages, (target) =>
          withoutJavaScript(page, target),
        );
        expectNone(failures, 'without JavaScript');
      });
    });

    test.describe('without scripts, in dark', () => {
      test.use({ colorScheme: 'dark' });

      test('pass axe’s colour checks', async ({ page, problems }) => {
        problems.allow(/./);
        await serveWithoutScripts(page);
        const failures = await eachRoute(group.targets, problems.messages, (target) =>
          coloursWithoutScripts(page, target),
        );
        expectNone(failures, 'without scripts');
      });
    });
  });
}
