import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, scrollToPart, test } from './fixtures.ts';

/**
 * A control that removes itself or the part it sits in must not drop the focus on <body> (the
 * next Tab would start again at the top of the page, a screen reader would lose its place): the
 * focus goes on to what follows, or to what replaced the control.
 */
async function expectFocusOn(page: Page, expected: Locator): Promise<void> {
  await expect(expected).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test('closing the home page welcome banner by keyboard moves focus to the page heading', async ({
  page,
}) => {
  // A first visit: the banner shows once the page is idle.
  await gotoHydrated(page, '/');
  const banner = page.getByRole('region', { name: 'Welcome' });
  const close = banner.getByRole('button', { name: 'Close welcome message' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }));
  // The next Tab continues in the hero, not back at the top of the page.
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('link', { name: 'Get my free demo' }));
});

test('pressing Play on the home page video by keyboard moves focus to the player', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const section = page.locator('#business');
  const play = section.getByRole('button', { name: /^Play video/ });
  await scrollToPart(play);
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(play).toHaveCount(0);
  await expectFocusOn(page, section.locator('video'));
});

test('closing the personalization demo welcome message by keyboard moves focus to Settings', async ({
  page,
}) => {
  await gotoHydrated(page, '/personalization-demo');
  const banner = page.getByRole('region', { name: 'Welcome' });
  await banner.getByRole('button', { name: 'Close welcome message' }).focus();
  await page.keyboard.press('Space');
  await expect(banner).toHaveCount(0);
  await expectFocusOn(page, page.getByRole('button', { name: 'Settings', exact: true }));
});
