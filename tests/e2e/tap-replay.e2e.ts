import type { Page } from '@playwright/test';
import { phoneContextOptions, throttle } from '../../bench/phone-profile.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * On a slow phone (the applied profile of the phone benchmark) the page shows its controls well
 * before their code runs. A tap 100 ms after the first paint must still take effect once the
 * page is interactive: buttons through the pre-paint script's replay, `<details>` natively.
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

const SCRIPT_DELAY_MS = 2000;

/**
 * Opens `/` throttled and, 100 ms after its first contentful paint (or once the element has
 * streamed in, if later), taps the centre of the element `selector` names. The tap goes straight to the touch screen: Playwright's own `tap`
 * first checks the element from the page's main thread, which waits behind the scripts.
 */
async function tapEarly(page: Page, selector: string): Promise<void> {
  await page.addInitScript(RECORD_FIRST_TAP);
  await throttle(await page.context().newCDPSession(page));
  // The scripts arrive 2 s late, as on a congested link: the page is interactive about 0.6 s
  // after its first paint on this profile, less than a tap takes to travel here from the test.
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const { x, y } = await page.evaluate(
    (target) =>
      new Promise<{ x: number; y: number }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          // The scenario: a visitor taps 100 ms after the page appears, or, for an element far
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
          setTimeout(tapWhenThere, 100);
        }).observe({ type: 'paint', buffered: true });
      }),
    selector,
  );
  await page.touchscreen.tap(x, y);
  await waitForHydration(page, 40_000);
  const before = await page.evaluate(
    () => (window as unknown as { __tapBeforeReact?: boolean }).__tapBeforeReact,
  );
  expect(before, 'the tap came before React listened').toBe(true);
}

test.describe('a tap before hydration on a throttled phone', () => {
  test.setTimeout(90_000);

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

test.describe('a tap on a section whose code has not arrived, on a throttled phone', () => {
  test.setTimeout(90_000);

  test('is replayed once the section has hydrated', async ({ page }) => {
    await throttle(await page.context().newCDPSession(page));
    await page.goto('/');
    await waitForHydration(page, 40_000);
    // Scrolled to and tapped at once: the section's chunk is still on its way.
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
    const button = page.locator('#how-it-works button');
    await expect(button).toHaveText('Resume step highlight');
    // Handled once: a second tap resumes.
    await button.tap();
    await expect(button).toHaveText('Pause step highlight');
  });
});
