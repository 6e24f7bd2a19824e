import type { Page } from '@playwright/test';
import { axeProblems, expect, gotoHydrated, SHELL, test } from './fixtures.ts';
import { noJsFindings } from './no-js-rule.ts';
import { sweepTargets } from './sweep-routes.ts';

async function expectOneRenderedPage(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('header.site-header')).toHaveCount(1);
}

for (const target of sweepTargets()) {
  test.describe(`${target.id} ${target.path}`, () => {
    test.beforeEach(({ problems }) => {
      if (target.id === 'not-found') problems.allow(/the server responded with a status of 404/);
    });

    test('renders once, hydrates cleanly and passes axe in light and dark', async ({ page }) => {
      const response = await gotoHydrated(page, target.path);
      expect(response?.status()).toBe(target.id === 'not-found' ? 404 : 200);
      await expectOneRenderedPage(page);
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      // The page without the shell, which is the same on every route (shell-axe.e2e.ts).
      const pageOnly = { exclude: SHELL };
      expect(await axeProblems(page, 'all', pageOnly), 'axe, light theme').toEqual([]);

      // Dark on the same page state, switched live: with no theme chosen the page follows the
      // system's. axe runs once every colour transition the switch started has ended, so it
      // reads the final colours, not a frame mid-change. A first visit in dark (before the first
      // paint, and hydrating without a warning) is shell.e2e.ts's; the dark theme changes only
      // colours (tests/unit/shared/theme/dark-theme.test.tsx), so the colour rules suffice.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
        await Promise.all(transitions.map((transition) => transition.finished.catch(() => null)));
      });
      expect(await axeProblems(page, 'colour', pageOnly), 'axe, dark theme').toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      // One load for both checks; soft assertions so one failure does not hide the other.
      test('shows the main content, and every visible control works or waits for JavaScript', async ({
        page,
      }) => {
        await page.goto(target.path);
        await expect.soft(page.locator('main h1')).toBeVisible();
        if (target.id === 'blog-post') {
          // The newest post is the one swept: it shows what Markdown can hold, so these checks
          // (and axe and the 320 px reflow on the same page) cover code, tables and quotations.
          for (const part of ['pre code .hl-string', 'table th[scope="col"]', 'figure blockquote'])
            await expect.soft(page.locator(`main .blog-prose ${part}`).first(), part).toBeVisible();
        }
        const text = await page.locator('main').innerText();
        expect.soft(text.trim().length, 'text in <main>').toBeGreaterThan(80);
        const findings = await noJsFindings(page);
        // Reported apart so a failure says whether the page or the site shell needs the fix.
        expect
          .soft(findings.page, 'page content: controls that do nothing without JavaScript')
          .toEqual([]);
        expect(
          findings.shell,
          'site shell (header, footer): controls that do nothing without JavaScript',
        ).toEqual([]);
      });
    });
  });
}
