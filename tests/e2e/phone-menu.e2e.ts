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
