import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { firstScripts, scriptGate } from './held-scripts.ts';
import {
  DESKTOP,
  mainNav,
  menu,
  menuToggle,
  navigationReady,
  PHONE,
  trigger,
} from './shell-locators.ts';

const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('header menus', () => {
  test.use({ viewport: DESKTOP });

  test('a menu opened and closed with Escape before the navigation hydrates ends closed', async ({
    page,
  }) => {
    // The navigation's code is held back: the page listens, the navigation does not yet.
    const scripts = await scriptGate(page);
    scripts.hold(await firstScripts(page.request, '/pricing'));
    await gotoHydrated(page, '/pricing');
    const navigation = page.locator('[data-hydrate-on-view="site-nav"]');
    await trigger(page, 'Product').click();
    await page.keyboard.press('Escape');
    // Both presses are held for the navigation's code: nothing opened natively meanwhile.
    await expect(menu(page, 'Product')).toHaveJSProperty('open', false);
    expect(await navigation.getAttribute('data-hydrated')).toBeNull();
    scripts.release();
    await expect(navigation).toHaveAttribute('data-hydrated', '');
    // Made in order once it has: the press opened the menu, Escape closed it.
    await expect(trigger(page, 'Product')).toBeFocused();
    await expect(menu(page, 'Product')).toHaveJSProperty('open', false);
    await expect(page.locator('#mega-product')).toBeHidden();
    // And the menu works on: the next press opens it.
    await trigger(page, 'Product').click();
    await expect(menu(page, 'Product')).toHaveJSProperty('open', true);
  });

  test('open, move and close with the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    const product = trigger(page, 'Product');
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page, 'Product')).toHaveJSProperty('open', true);
    const panel = page.locator('#mega-product');
    await expect(panel.getByRole('link', { name: 'Voice Agents' })).toBeVisible();

    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Product Tour');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Features');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('FAQ');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Product Tour');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('FAQ');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('Product Tour');

    await page.keyboard.press('Escape');
    await expect(menu(page, 'Product')).toHaveJSProperty('open', false);
    await expect(panel).toBeHidden();
    await expect(product).toBeFocused();

    // Right arrow moves along the bar; ArrowDown opens a menu on its first link.
    await page.keyboard.press('ArrowRight');
    const solutions = trigger(page, 'Solutions');
    await expect(solutions).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu(page, 'Solutions')).toHaveJSProperty('open', true);
    expect(await focused(page)).toBe('Agencies');
    // ArrowUp on a closed menu opens it on its last link.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Community');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(mainNav(page).getByRole('link', { name: 'Blog', exact: true })).toBeFocused();

    // Tabbing out of the last link closes the menu.
    await solutions.click();
    await page.locator('#mega-solutions a').last().focus();
    await page.keyboard.press('Tab');
    await expect(menu(page, 'Solutions')).toHaveJSProperty('open', false);
  });

  test('follows a menu link by keyboard and closes on outside click', async ({ page }) => {
    await gotoHydrated(page, '/');
    await trigger(page, 'Resources').click();
    await expect(page.locator('#mega-resources')).toBeVisible();
    // Only one menu is open at a time.
    await trigger(page, 'Product').click();
    await expect(menu(page, 'Resources')).toHaveJSProperty('open', false);
    await expect(page.locator('#mega-product')).toBeVisible();
    await page.mouse.click(640, 760);
    await expect(page.locator('#mega-product')).toBeHidden();

    await trigger(page, 'Product').click();
    await page.locator('#mega-product').getByRole('link', { name: 'Voice Agents' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/features\/voice-agents$/);
    await expect(page.locator('#mega-product')).toBeHidden();
  });

  test('hydration keeps the server header as it is', async ({ page }) => {
    // Counts nodes added to or removed from the header from the moment it is parsed.
    await page.addInitScript(() => {
      const win = window as unknown as { headerChanges: number };
      win.headerChanges = 0;
      document.addEventListener('DOMContentLoaded', () => {
        const header = document.querySelector('header');
        if (!header) return;
        new MutationObserver((records) => {
          for (const record of records) {
            win.headerChanges += record.addedNodes.length + record.removedNodes.length;
          }
        }).observe(header, { childList: true, subtree: true });
      });
    });
    await gotoHydrated(page, '/');
    // The menus still work, so the header is hydrated.
    await navigationReady(page, trigger(page, 'Product'));
    await trigger(page, 'Product').click();
    await expect(page.locator('#mega-product')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-product')).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { headerChanges: number }).headerChanges),
    ).toBe(0);
  });

  test('the personalization panel is rendered when first opened', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const panel = page.getByRole('group', { name: 'Personalize your experience' });
    await expect(panel).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Personalize', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('radio', { name: 'Detailed' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.mouse.click(640, 760);
    await expect(panel).toHaveCount(0);
  });

  test('the mobile menu is a disclosure closed by Escape and outside clicks', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    const sheet = mainNav(page);
    await expect(sheet).toBeHidden();
    await toggle.locator('summary').click();
    await expect(toggle).toHaveJSProperty('open', true);
    await expect(sheet).toBeVisible();
    await trigger(page, 'Solutions').click();
    await expect(sheet.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    // Escape closes the open menu first, then the sheet, and focus returns to the toggle.
    await page.keyboard.press('Escape');
    await expect(sheet.getByRole('link', { name: 'Healthcare' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveJSProperty('open', false);
    await expect(sheet).toBeHidden();
    await expect(toggle.locator('summary')).toBeFocused();

    await toggle.locator('summary').click();
    await expect(sheet).toBeVisible();
    // An empty spot of the header bar, outside the sheet. The browser opens the <details> at
    // once, the outside-click listener follows in an effect after the toggle event; a click in
    // between is not seen (on an idle machine the test is that fast), so it is repeated.
    await expect(async () => {
      await page.mouse.click(180, 30);
      await expect(sheet).toBeHidden({ timeout: 500 });
    }).toPass();

    await toggle.locator('summary').click();
    await page.locator('#site-menu-sheet').getByRole('link', { name: 'Schedule a Demo' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveJSProperty('open', false);
    // Reopened once the new page is shown: the route change closes the menus when it renders,
    // and on a busy machine that comes after the address has changed.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await toggle.locator('summary').click();
    await sheet.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(toggle).toHaveJSProperty('open', false);
  });

  // A busy phone queues the toggle event of a menu just opened: Escape or a link pressed
  // before it is dispatched must still act on what is open (here both in one task).
  test('the mobile menu acts on what is open, before its toggle event is handled', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/');
    const toggle = menuToggle(page);
    const sheet = mainNav(page);
    await navigationReady(page, toggle);
    await toggle.locator('summary').click();
    await expect(sheet).toBeVisible();
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('#site-menu-sheet summary')?.click();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await expect(page.locator('#site-menu-sheet details[open]')).toHaveCount(0);
    await expect(sheet).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveJSProperty('open', false);
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('.site-menu summary')?.click();
      document.querySelector<HTMLElement>('#site-menu-sheet a[href="/blog"]')?.click();
    });
    await expect(page).toHaveURL(/\/blog$/);
    await expect(toggle).toHaveJSProperty('open', false);
    await expect(sheet).toBeHidden();
  });

  test('turns solid after 20px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await gotoHydrated(page, '/');
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header--solid/);
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    await expect(header).not.toHaveClass(/site-header--solid/);
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
    await expect(header).toHaveClass(/site-header--solid/);
  });
});

test.describe('scroll position', () => {
  test('a new page starts at the top and Back returns to where the visitor was', async ({
    page,
  }) => {
    await gotoHydrated(page, '/blog');
    const card = page.locator('#articles .blog-card').last();
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    // Every position the page passes through: a jump is one, a glide many on the way. A scroll
    // sends its event with the next frame, after the position has changed: the positions are
    // read once two frames have passed.
    const passedThrough = () =>
      page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const seen = ((window as unknown as { scrolled?: number[] }).scrolled ??= []);
        return seen.splice(0);
      });
    await page.evaluate(() => {
      const seen = ((window as unknown as { scrolled?: number[] }).scrolled ??= []);
      window.addEventListener('scroll', () => seen.push(Math.round(window.scrollY)));
    });
    // The card's own scroll may still owe its event: let it come, and drop it, before counting.
    await passedThrough();
    await card.locator('.blog-card__link').click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The new page is shown at its top at once, not scrolled up through from the card's height.
    expect(await passedThrough()).toEqual([0]);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    expect(await passedThrough()).toEqual([before]);
  });

  test('a filter link keeps the list where it is', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const filters = page.getByRole('navigation', { name: 'Filter by category' });
    await filters.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await filters.getByRole('link', { name: 'AI Ethics' }).click();
    await expect(page).toHaveURL(/\/blog\?category=ai-ethics$/);
    // The shorter list may pull the page up, but it does not jump back to the top: the filters
    // the visitor just used stay in view.
    await expect(filters).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

/** Visible buttons outside <main> that are neither in a form nor a <summary>. */
const deadShellButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], [role="switch"]')]
      .filter((button) => !button.closest('main') && button.checkVisibility())
      .filter((button) => !button.closest('form') && !button.closest('summary'))
      .map((button) => button.outerHTML.slice(0, 120)),
  );

test.describe('header menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  // That every menu link is in the server HTML, once, is the shell's unit test's.
  test('the menus open and their links are followed', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Pricing', 'Case Studies', 'Blog']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }

    // Keyboard: the summary opens with Enter; a link inside is then followed.
    await trigger(page, 'Product').focus();
    await page.keyboard.press('Enter');
    const voice = mainNav(page).getByRole('link', { name: 'Voice Agents' });
    await expect(voice).toBeVisible();
    // One menu open at a time, by the browser alone.
    await trigger(page, 'Solutions').click();
    await expect(voice).toBeHidden();
    await trigger(page, 'Product').click();
    await voice.click();
    await expect(page).toHaveURL(/\/features\/voice-agents$/);
  });

  test('the mobile menu opens without JavaScript', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await menuToggle(page).locator('summary').click();
    await expect(mainNav(page)).toBeVisible();
    await trigger(page, 'Resources').click();
    await expect(mainNav(page).getByRole('link', { name: 'Webinars' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Demo' })).toBeVisible();
  });

  test('no visible button of the shell needs JavaScript', async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await expect(page.locator('header.site-header')).toBeVisible();
      expect(await deadShellButtons(page)).toEqual([]);
      await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Personalize', exact: true })).toBeHidden();
    }
  });
});

test.describe('theme', () => {
  /** Records whether <html> has the dark class when the document is parsed. */
  async function recordDarkAtDomContentLoaded(page: Page): Promise<void> {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtLoad: boolean }).darkAtLoad =
          document.documentElement.classList.contains('dark');
      });
    });
  }
  const darkAtLoad = (page: Page) =>
    page.evaluate(() => (window as unknown as { darkAtLoad: boolean }).darkAtLoad);

  test('follows a dark system preference before the first paint', async ({ page }) => {
    await recordDarkAtDomContentLoaded(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await darkAtLoad(page)).toBe(true);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('the toggle is stored, survives a reload and beats the system', async ({ page }) => {
    await recordDarkAtDomContentLoaded(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle theme' });
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('color-theme'))).toBe('light');

    await page.reload();
    expect(await darkAtLoad(page)).toBe(false);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await waitForHydration(page);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    expect(await darkAtLoad(page)).toBe(true);
  });

  test('system changes apply only while nothing is stored', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

test.describe('floating controls', () => {
  test('Scroll to top appears after 300px and goes back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 301, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('text size grows to 150% of the root font and stops there', async ({ page }) => {
    await gotoHydrated(page, '/');
    const rootFontSize = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootFontSize()).toBe('16px');
    await page.getByRole('button', { name: 'Accessibility' }).click();
    const increase = page.getByRole('button', { name: 'Increase text size' });
    for (let step = 0; step < 5; step += 1) await increase.click();
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    // A further press (forced: Playwright skips aria-disabled buttons) changes nothing.
    await increase.click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '150');
    expect(await rootFontSize()).toBe('24px');
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('group', { name: 'Accessibility settings' })).toContainText('150%');

    // Stored and applied before paint on the next load; the menu reads it back.
    await page.reload();
    expect(await rootFontSize()).toBe('24px');
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await expect(page.getByRole('group', { name: 'Accessibility settings' })).toContainText('150%');
    const decrease = page.getByRole('button', { name: 'Decrease text size' });
    for (let step = 0; step < 7; step += 1) await decrease.click();
    await decrease.click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '80');
    expect(await rootFontSize()).toBe('12.8px');
  });

  test('high contrast and focus mode are switches that persist', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await page.getByRole('switch', { name: 'High contrast' }).click();
    await page.getByRole('switch', { name: 'Focus mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await expect(page.locator('html')).toHaveAttribute('data-focus-mode', 'on');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Accessibility' })).toBeFocused();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    await page.getByRole('button', { name: 'Accessibility' }).click();
    await expect(page.getByRole('switch', { name: 'High contrast' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-contrast', /.*/);
  });
});

test.describe('analytics', () => {
  test('page_view on load and on every client navigation', async ({ page }) => {
    await gotoHydrated(page, '/');
    const pageViews = () =>
      page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'page_view'));
    await expect
      .poll(pageViews)
      .toEqual([
        { event: 'page_view', page_path: '/', page_title: expect.stringContaining('Voxera AI') },
      ]);
    await mainNav(page).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(async () => (await pageViews()).at(-1))
      .toEqual({
        event: 'page_view',
        page_path: '/blog',
        page_title: expect.stringMatching(/^Blog/),
      });
    expect(await pageViews()).toHaveLength(2);
  });

  test('reports Web Vitals with a rating per metric', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (window.dataLayer ?? [])
              .filter((event) => event.event === 'performance_metric')
              .map((event) => event.metric_name),
          ),
        // The library loads 5 s after hydration, out of the page's start-up.
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    const ratings = await page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((event) =>
        event.event === 'performance_metric' ? [event.metric_rating] : [],
      ),
    );
    for (const rating of ratings) expect(['good', 'needs-improvement', 'poor']).toContain(rating);
  });
});

test.describe('404 page', () => {
  test('shows the not-found text and its buttons work', async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of 404/);
    await gotoHydrated(page, '/');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('main')).toContainText(
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    );
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accessibility' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);

    await page.goto('/another/missing/page');
    await expect(page.getByRole('button', { name: 'Accessibility' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });
});
