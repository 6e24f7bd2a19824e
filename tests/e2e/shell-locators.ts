import type { Page } from '@playwright/test';

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
