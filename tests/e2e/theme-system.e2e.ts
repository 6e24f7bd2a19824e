import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../shared/document/pre-paint.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * A system that prefers dark, with JavaScript: the first frame is dark unless light is stored.
 * Without JavaScript, every route in dark (its background and axe's colour rules) is the route
 * sweep's.
 */

/** The page background of each theme (`--color-bg` in shared/styles/base.css). */
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(11, 16, 32)';

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
