import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { sweepGroups } from './sweep-routes.ts';

/**
 * The floating buttons (scroll to top, accessibility) sit over the page's bottom-right corner.
 * They must never cover a control a visitor needs: at the end of every page there is room for
 * them, and a control scrolled into view (Tab, or the browser's find) stops above them.
 */
const WIDTHS = [390, 320] as const;

/**
 * Routes per test: as the site grows the tests grow in number, not in length, so each test's
 * time limit stays a fixed safety cap, far above what a group needs on a quiet machine.
 */
const GROUP_SIZE = 8;
const GROUP_TIMEOUT_MS = 180_000;

const SCROLL_TOP = 'Scroll to top';

/**
 * Visible links, buttons, fields and summaries whose box meets a floating button's box (the
 * floating controls themselves excepted), one line each.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    const floating = [...document.querySelectorAll<HTMLElement>('.floating-controls button')]
      .filter((button) => button.checkVisibility())
      .map((button) => button.getBoundingClientRect());
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('.floating-controls')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is not shown.
      if (box.width <= 1 || box.height <= 1) continue;
      if (!floating.some((button) => meets(box, button))) continue;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      covered.push(
        `${element.tagName.toLowerCase()} "${label.slice(0, 40)}" at ${Math.round(box.left)},${Math.round(box.top)}`,
      );
    }
    return covered;
  });
}

/** Scrolls to the very end of the page and waits until the floating buttons have settled. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.scrollBehavior = 'auto';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight > 300,
  );
  if (scrollable) await expect(page.getByRole('button', { name: SCROLL_TOP })).toBeVisible();
}

/**
 * The controls under a floating button once they are still: the buttons pop in, and they step
 * out of the way a moment after scrolling stops (short animations that move them). Asked again
 * for a while until none is covered, so it reports what stays covered.
 */
async function settledCoveredControls(page: Page, timeout = 3_000): Promise<string[]> {
  const end = Date.now() + timeout;
  for (;;) {
    await page.evaluate(() => {
      const animations = document
        .querySelector('.floating-controls')
        ?.getAnimations({ subtree: true });
      return Promise.allSettled((animations ?? []).map((animation) => animation.finished));
    });
    const covered = await coveredControls(page);
    if (covered.length === 0 || Date.now() > end) return covered;
    await page.waitForTimeout(100);
  }
}

for (const group of sweepGroups(GROUP_SIZE)) {
  test(`${group.name}: at the end of the page no control is under a floating button at 390 and 320 px`, async ({
    page,
    problems,
  }) => {
    // The sweep includes the not-found page, which the browser reports as a 404.
    problems.allow(/the server responded with a status of 404/);
    test.setTimeout(GROUP_TIMEOUT_MS);
    const failures: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const target of group.targets) {
        await page.goto(target.path);
        await waitForHydration(page);
        await scrollToEnd(page);
        for (const control of await settledCoveredControls(page)) {
          failures.push(`${target.path} at ${width} px: ${control}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
}

/** Opens the enhanced contact form `width` px wide and fills it through to its Review step. */
async function reviewStep(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await gotoHydrated(page, '/enhanced-contact');
  const form = page.locator('form.enhanced-contact');
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Subject').selectOption({ label: 'Technical Support' });
  await form.getByLabel('Message').fill('Our agent should book appointments.');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toBeFocused();
  return form;
}

test.describe('the enhanced contact form at its Review step', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px the floating buttons leave Complete free`, async ({ page }) => {
      const form = await reviewStep(page, width);

      // Scrolled down just until Complete shows at the bottom edge, where the buttons float
      // (again until it stays there: the step's own focus may still be scrolling the page).
      const complete = form.getByRole('button', { name: 'Complete' });
      await expect
        .poll(() =>
          complete.evaluate((button) => {
            const gap = window.innerHeight - button.getBoundingClientRect().bottom;
            if (gap < 2 || gap > 6) window.scrollBy({ top: 4 - gap, behavior: 'instant' });
            return gap >= 2 && gap <= 6;
          }),
        )
        .toBe(true);
      await expect(complete).toBeInViewport({ ratio: 1 });
      expect(await settledCoveredControls(page)).toEqual([]);
      // A tap on Complete's right end, where the buttons float, is Complete's.
      const box = await complete.boundingBox();
      if (!box) throw new Error('Complete has no box');
      await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
      await expect(form.getByRole('heading', { name: 'Step 3 of 3: Review' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Accessibility' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    test(`at ${width} px nothing is under the floating buttons at the end of the Review step's page`, async ({
      page,
    }) => {
      await reviewStep(page, width);
      await scrollToEnd(page);
      expect(await settledCoveredControls(page)).toEqual([]);
    });
  }
});
