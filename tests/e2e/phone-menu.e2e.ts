import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { menuSheet as sheet, menuToggle as toggle, PHONE } from './shell-locators.ts';
const sheetLink = (page: Page, name: string) =>
  sheet(page).getByRole('link', { name, exact: true });

async function openSheet(page: Page): Promise<void> {
  await toggle(page).locator('summary').click();
  await expect(sheet(page)).toBeVisible();
}

async function expectClosed(page: Page): Promise<void> {
  await expect(toggle(page)).toHaveJSProperty('open', false);
  await expect(sheet(page)).toBeHidden();
}

/** True once the element's top edge sits just under the fixed header (the scroll ended there). */
async function scrolledTo(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const top = document.querySelector(target)?.getBoundingClientRect().top ?? -1;
    const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    return top >= header - 1 && top < header + 80;
  }, selector);
}

test.describe('the phone menu closes whenever a link in it is chosen', () => {
  test.use({ viewport: PHONE });

  test('section links of the page shown: the sheet closes, the page scrolls, focus follows', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');

    await openSheet(page);
    await sheetLink(page, 'Pricing').click();
    await expectClosed(page);
    await expect.poll(() => scrolledTo(page, '#pricing')).toBe(true);
    await expect(page.locator('#pricing-title')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // Reopened, a section link inside a menu of the sheet closes both.
    await openSheet(page);
    await sheet(page)
      .locator('summary', { hasText: /^Product$/ })
      .click();
    await sheetLink(page, 'FAQ').click();
    await expectClosed(page);
    await expect.poll(() => scrolledTo(page, '#faq')).toBe(true);
    await expect(page.locator('#faq-title')).toBeFocused();

    // By keyboard: Enter on a focused link does the same.
    await openSheet(page);
    await sheet(page)
      .locator('summary', { hasText: /^Product$/ })
      .click();
    await sheetLink(page, 'Features').focus();
    await page.keyboard.press('Enter');
    await expectClosed(page);
    await expect.poll(() => scrolledTo(page, '#features')).toBe(true);
    await expect(page.locator('#features-title')).toBeFocused();
    // The next Tab continues inside the section, not back in the hidden menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#features')))).toBe(
      true,
    );
  });

  test('a link to the page shown closes the sheet and focus goes to the content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog');
    await openSheet(page);
    await sheetLink(page, 'Blog').click();
    await expectClosed(page);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('main')).toBeFocused();

    await openSheet(page);
    await sheet(page).getByRole('link', { name: 'Schedule a Demo' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectClosed(page);
    await openSheet(page);
    await sheet(page).getByRole('link', { name: 'Schedule a Demo' }).click();
    await expectClosed(page);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('a section link from another page closes the sheet and lands on the section', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog');
    await openSheet(page);
    await sheetLink(page, 'Pricing').click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectClosed(page);
    await expect(page.locator('#pricing-title')).toBeFocused();
    await expect.poll(() => scrolledTo(page, '#pricing')).toBe(true);
  });
});

test.describe('without JavaScript, choosing a link in the phone menu closes it', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('sections of the page shown, each time: the page comes back closed, at the section', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [menuLabel, name, section] of [
      [null, 'Pricing', 'pricing'],
      ['Product', 'FAQ', 'faq'],
      ['Product', 'Features', 'features'],
      [null, 'Pricing', 'pricing'],
    ] as const) {
      await openSheet(page);
      if (menuLabel) {
        await sheet(page)
          .locator('summary', { hasText: new RegExp(`^${menuLabel}$`) })
          .click();
      }
      await sheetLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/#${section}$`));
      await expectClosed(page);
      await expect.poll(() => scrolledTo(page, `#${section}`)).toBe(true);
    }
  });
});

/**
 * The centre of a link of the page that lies under the open sheet's backdrop (below the sheet,
 * inside the viewport): where a visitor taps to close the menu.
 */
async function pointUnderBackdrop(page: Page): Promise<{ x: number; y: number; href: string }> {
  const point = await page.evaluate(() => {
    const sheetBottom = document.getElementById('site-menu-sheet')?.getBoundingClientRect().bottom;
    if (sheetBottom === undefined) return null;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
      const box = link.getBoundingClientRect();
      const y = box.top + box.height / 2;
      if (box.width > 1 && y > sheetBottom + 8 && y < window.innerHeight - 8) {
        return { x: box.left + box.width / 2, y, href: link.href };
      }
    }
    return null;
  });
  if (!point) throw new Error('no link of the page under the open sheet');
  return point;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a tap outside the open phone menu, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: PHONE, hasTouch: true, javaScriptEnabled });

    test('closes the menu and does nothing else', async ({ page }) => {
      if (javaScriptEnabled) await gotoHydrated(page, '/blog');
      else await page.goto('/blog');
      await toggle(page).locator('summary').tap();
      await expect(sheet(page)).toBeVisible();

      const under = await pointUnderBackdrop(page);
      // Any navigation, a new document or the router's history entry, within a generous while.
      const navigated = page.waitForEvent('framenavigated', { timeout: 1500 }).then(
        () => true,
        () => false,
      );
      await page.touchscreen.tap(under.x, under.y);
      await expectClosed(page);
      // The link under the tap was not followed.
      expect(await navigated, `followed ${under.href}`).toBe(false);
      await expect(page).toHaveURL(/\/blog$/);

      // Closed, the same spot is the page's link again.
      await page.touchscreen.tap(under.x, under.y);
      await expect(page).toHaveURL(under.href);
    });
  });
}
