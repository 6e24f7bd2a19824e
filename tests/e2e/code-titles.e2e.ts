import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { PHONE } from './shell-locators.ts';

/** The pages with code samples whose titles are long enough to meet the edge of a phone. */
const PATHS = ['/developers', '/features/integrations', '/quick-start', '/documentation'];

/** Visible code-sample titles that do not show their whole text, one line each. */
function cutTitles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.code-block__title')]
      .filter((title) => title.checkVisibility())
      .flatMap((title) => {
        const style = getComputedStyle(title);
        const cut =
          title.scrollWidth > title.clientWidth ||
          title.scrollHeight > title.clientHeight ||
          style.textOverflow === 'ellipsis';
        return cut ? [`"${title.textContent}" ${title.scrollWidth} > ${title.clientWidth}`] : [];
      }),
  );
}

test.describe('code-sample titles on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of PATHS) {
    test(`${path}: every title wraps and shows its whole text`, async ({ page }) => {
      await gotoHydrated(page, path);
      const titles = page.locator('.code-block__title');
      expect(await titles.count()).toBeGreaterThan(0);
      const cut = await cutTitles(page);
      // Code tabs show one sample at a time: each tab's title is measured when it is shown.
      const tabs = page.locator('.code-tabs [role="tab"]');
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        cut.push(...(await cutTitles(page)));
      }
      expect([...new Set(cut)]).toEqual([]);
    });
  }
});
