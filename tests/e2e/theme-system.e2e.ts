import type { Page } from '@playwright/test';
import { PRE_PAINT_ELEMENT_ID, THEME_STORAGE_KEY } from '../../shared/document/pre-paint.ts';
import { axeProblems, expect, gotoHydrated, test } from './fixtures.ts';
import { sweepTargets } from './sweep-routes.ts';

/** The page background of each theme (`--color-bg` in shared/styles/base.css). */
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(11, 16, 32)';

/** A few pages of different families, for the plain no-JavaScript check. */
const NO_JS_PAGES = ['/', '/blog', '/developers', '/interactive-elements'];

test.describe('without JavaScript, a system that prefers dark', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('gets the dark theme', async ({ page }) => {
    for (const path of NO_JS_PAGES) {
      await page.goto(path);
      await expect(page.locator('body'), path).toHaveCSS('background-color', DARK_BG);
      await expect(page.locator('html'), path).toHaveCSS('color-scheme', 'dark');
    }
  });
});

/**
 * Serves every page without its one inline script, which is also what starts the app: the page
 * is then exactly what a browser without JavaScript shows, while Playwright can still run axe in
 * it (with JavaScript disabled it cannot).
 */
async function serveWithoutScripts(page: Page): Promise<void> {
  const script = new RegExp(`<script id="${PRE_PAINT_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    if (!script.test(html)) throw new Error(`no pre-paint script in ${route.request().url()}`);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: html.replace(script, '') });
  });
}

/** The routes split in this many tests, so the browser workers share them. */
const GROUPS = 3;
const targets = sweepTargets();
const groups = Array.from({ length: GROUPS }, (_, group) =>
  targets.filter((_, index) => index % GROUPS === group),
);

test.describe('the dark theme without JavaScript', () => {
  test.use({ colorScheme: 'dark' });

  for (const [group, routes] of groups.entries()) {
    test(`routes ${group + 1}/${GROUPS} pass axe’s colour checks`, async ({ page, problems }) => {
      // The sweep includes the not-found page, which the browser reports as a 404.
      problems.allow(/the server responded with a status of 404/);
      test.setTimeout(20_000 + routes.length * 3_000);
      await serveWithoutScripts(page);
      const failures: string[] = [];
      for (const target of routes) {
        await page.goto(target.path);
        await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);
        await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
        // On a busy machine a colour transition can start as the stylesheet arrives: axe
        // reads the colours it ends with.
        await page.evaluate(() =>
          Promise.allSettled(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((transition) => transition.finished),
          ),
        );
        for (const problem of await axeProblems(page, 'colour')) {
          failures.push(`${target.path}: ${problem}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

test.describe('with JavaScript, a system that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  /**
   * Records, from before the page's own scripts, whether <html> ever had the `dark` class and
   * which page background the first frame had (the first animation frame runs once the
   * render-blocking stylesheet is in, just before the first paint).
   */
  async function recordFirstFrame(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen = { everDark: false, firstFrameBackground: '' };
      (window as unknown as { themeSeen: typeof seen }).themeSeen = seen;
      new MutationObserver(() => {
        if (document.documentElement?.classList.contains('dark')) seen.everDark = true;
      }).observe(document, { subtree: true, childList: true, attributeFilter: ['class'] });
      requestAnimationFrame(() => {
        seen.firstFrameBackground = getComputedStyle(
          document.body ?? document.documentElement,
        ).getPropertyValue('background-color');
      });
    });
  }
  const seen = (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { themeSeen: { everDark: boolean; firstFrameBackground: string } })
          .themeSeen,
    );

  test('a stored light choice wins, from the first frame on', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
    await recordFirstFrame(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_BG);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await seen(page)).toEqual({ everDark: false, firstFrameBackground: LIGHT_BG });
  });

  test('with nothing stored the first frame is already dark', async ({ page }) => {
    await recordFirstFrame(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_BG);
    expect(await seen(page)).toEqual({ everDark: true, firstFrameBackground: DARK_BG });
  });
});
