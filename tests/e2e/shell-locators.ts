import { expect, type Locator, type Page } from '@playwright/test';

/** The viewports the shell tests use: a laptop, and a phone (the header shows its menu sheet). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A header menu: a <details> whose <summary> is the trigger, with and without JavaScript. */
export const menu = (page: Page, label: string) =>
  mainNav(page).locator('details', {
    has: page.locator('summary', { hasText: new RegExp(`^${label}$`) }),
  });
export const trigger = (page: Page, label: string) => menu(page, label).locator('summary');
/** The phone's menu toggle (a <details>) and the sheet it opens. */
export const menuToggle = (page: Page) => page.locator('.site-menu');
export const menuSheet = (page: Page) => page.locator('#site-menu-sheet');

/**
 * Brings the pointer over `control` in the header's navigation and waits until the navigation
 * has hydrated: its code loads when a pointer first reaches it, and a test about the menus once
 * they run starts there (presses before then are shell.e2e.ts's own test).
 */
export async function navigationReady(page: Page, control: Locator): Promise<void> {
  await control.hover();
  await expect(page.locator('[data-hydrate-on-view="site-nav"]')).toHaveAttribute(
    'data-hydrated',
    '',
  );
}
