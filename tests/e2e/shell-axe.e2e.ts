import type { Page } from '@playwright/test';
import { axeProblems, expect, gotoHydrated, SHELL, test } from './fixtures.ts';
import { DESKTOP, mainNav, menu, menuToggle, PHONE, trigger } from './shell-locators.ts';

/**
 * The site shell under axe, which the route sweep leaves out: closed, on a page whose menu links
 * are current (`/blog`, in the header and the footer), and in each state a visitor opens. Dark
 * repeats the light states with the colour rules (see axeProblems).
 */
const header = { include: ['header.site-header'] };
const floating = { include: ['.floating-controls'] };

for (const [scheme, rules] of [
  ['light', 'all'],
  ['dark', 'colour'],
] as const) {
  test.describe(`the site shell in ${scheme}`, () => {
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

    test('closed, with current links, and with each desktop panel open', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, '/blog');
      await expect(page.locator('header.site-header [aria-current="page"]:visible')).toHaveCount(1);
      expect(await axeProblems(page, rules, { include: SHELL }), 'closed').toEqual([]);

      await openMenu(page, 'Product');
      expect(await axeProblems(page, rules, header), 'Product menu open').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Personalize', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Personalize your experience' })).toBeVisible();
      expect(await axeProblems(page, rules, { include: SHELL }), 'Personalize open').toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Accessibility' }).click();
      await expect(page.getByRole('group', { name: 'Accessibility settings' })).toBeVisible();
      expect(await axeProblems(page, rules, floating), 'Accessibility open').toEqual([]);
    });

    test('the phone menu sheet, with a menu open', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, '/blog');
      await menuToggle(page).locator('summary').click();
      await expect(mainNav(page)).toBeVisible();
      expect(await axeProblems(page, rules, header), 'sheet open').toEqual([]);
      await openMenu(page, 'Solutions');
      expect(await axeProblems(page, rules, header), 'Solutions open in the sheet').toEqual([]);
    });
  });
}

/** Opens a header menu by its trigger. */
async function openMenu(page: Page, label: string): Promise<void> {
  await trigger(page, label).click();
  await expect(menu(page, label)).toHaveJSProperty('open', true);
}
