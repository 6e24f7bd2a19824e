import type { Page } from '@playwright/test';
import { phoneContextOptions } from '../../bench/phone-profile.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { firstScripts, scriptGate } from './held-scripts.ts';

/**
 * On a slow phone the page shows its controls well before their code runs. A tap right after
 * the first paint must still take effect once the page is interactive: buttons through the
 * pre-paint script's replay, `<details>` natively. The slow phone is the test's: the scripts are
 * held back until the tap has been made (a phone's size and touch screen, not its CPU).
 */
test.use(phoneContextOptions());

/**
 * Marks, in the page, whether the first tap came before React listened (`hydrateRoot` marks the
 * document as its container), else the test would prove nothing.
 */
const RECORD_FIRST_TAP = () => {
  addEventListener(
    'click',
    () => {
      const record = window as unknown as { __tapBeforeReact?: boolean };
      record.__tapBeforeReact ??= !Object.keys(document).some((key) =>
        key.startsWith('__reactContainer'),
      );
    },
    true,
  );
};

/**
 * Opens `/` with every script held back and, once the page has painted (or once the element has
 * streamed in, if later), taps the centre of the element `selector` names; then lets the scripts
 * through. The tap goes straight to the touch screen: Playwright's own `tap` first checks the
 * element from the page's main thread.
 */
async function tapEarly(page: Page, selector: string): Promise<void> {
  await page.addInitScript(RECORD_FIRST_TAP);
  const scripts = await scriptGate(page);
  scripts.hold();
  await page.goto('/', { waitUntil: 'commit' });
  const { x, y } = await page.evaluate(
    (target) =>
      new Promise<{ x: number; y: number }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          // The scenario: a visitor taps as soon as the page appears, or, for an element far
          // down the streamed HTML (the home FAQ), as soon as it has arrived.
          const tapWhenThere = () => {
            const element = document.querySelector(target);
            if (!element) {
              requestAnimationFrame(tapWhenThere);
              return;
            }
            element.scrollIntoView({ block: 'center', behavior: 'instant' });
            const box = element.getBoundingClientRect();
            resolve({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
          };
          tapWhenThere();
        }).observe({ type: 'paint', buffered: true });
      }),
    selector,
  );
  await page.touchscreen.tap(x, y);
  scripts.release();
  await waitForHydration(page);
  const before = await page.evaluate(
    () => (window as unknown as { __tapBeforeReact?: boolean }).__tapBeforeReact,
  );
  expect(before, 'the tap came before React listened').toBe(true);
}

test.describe('a tap before hydration on a phone', () => {
  test('the theme toggle switches the theme and stores it', async ({ page }) => {
    await tapEarly(page, '.theme-toggle');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('color-theme'))).toBe('dark');
  });

  test('Personalize opens its panel', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Personalize', exact: true });
    await tapEarly(page, '.personalize__toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Personalize your experience' })).toBeVisible();
  });

  test('the accessibility button opens its settings', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Accessibility' });
    await tapEarly(page, '.a11y-menu .floating-button');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Accessibility settings' })).toBeVisible();
  });

  test('a home FAQ question opens natively and React keeps it open', async ({ page }) => {
    const question = page.locator('.home-faq summary').first();
    const item = page.locator('.home-faq details').first();
    await tapEarly(page, '.home-faq summary');
    await expect(item).toHaveAttribute('open', '');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // Still open once React listens: it took the natively opened item over.
    await expect(item).toHaveAttribute('open', '');
    // The next tap closes it (a summary exposes its state itself: no aria-expanded to read).
    await question.tap();
    await expect(item).not.toHaveAttribute('open');
  });

  test('a button in a section that hydrates near the viewport works when tapped before', async ({
    page,
  }) => {
    await tapEarly(page, '#how-it-works button');
    await expect(page.locator('#how-it-works button')).toHaveText('Resume step highlight');
  });
});

test.describe('a tap on a section whose code has not arrived, on a phone', () => {
  test('is replayed once the section has hydrated', async ({ page }) => {
    // Everything but what the page's HTML names waits: the section's chunk among it.
    const scripts = await scriptGate(page);
    scripts.hold(await firstScripts(page.request, '/'));
    await page.goto('/');
    await waitForHydration(page);
    // Scrolled to and tapped while the section's chunk is still held back.
    const { x, y, pending } = await page.evaluate(() => {
      const button = document.querySelector('#how-it-works button')!;
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = button.getBoundingClientRect();
      const holder = button.closest('[data-hydrate-on-view]')!;
      return {
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        pending: !holder.hasAttribute('data-hydrated'),
      };
    });
    await page.touchscreen.tap(x, y);
    expect(pending, 'the tap came before the section hydrated').toBe(true);
    scripts.release();
    const button = page.locator('#how-it-works button');
    await expect(button).toHaveText('Resume step highlight');
    // Handled once: a second tap resumes.
    await button.tap();
    await expect(button).toHaveText('Pause step highlight');
  });
});
