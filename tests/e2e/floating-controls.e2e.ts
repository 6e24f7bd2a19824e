import type { Page } from '@playwright/test';
import { expect, expectNone, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { TEST_BROWSER_ARGS, testBrowserPath } from './browser-path.ts';
import { sweepGroups } from './sweep-routes.ts';

/**
 * The floating buttons (scroll to top, accessibility) sit over the page's bottom-right corner.
 * They must never cover a control a visitor needs, at any scroll position: every route is
 * scrolled from its top to its end in small steps at each width, and at every step, once the
 * buttons have settled, no visible link, button, field or summary (whatever its width) may meet
 * a visible button's box, and a tap at the point of a control nearest the buttons must reach the
 * control, not the floating layer.
 */
const WIDTHS = [320, 390, 768] as const;
const HEIGHT = 844;

/**
 * The scroll step. A button is 48 px tall and a counted control more than 1 px: a control that
 * meets a button standing still meets it over more than 48 px of scroll, so 24 px steps see every
 * such meeting at least twice, once more should the buttons have moved in between. Each step
 * costs a frame, most of this test's time; smaller steps would see nothing these do not.
 * Scrolling where no control is near the buttons goes faster (sweepScroll).
 */
const STEP_PX = 24;

/**
 * Routes per test, each at every width: as the site grows the tests grow in number, not in
 * length, so each test's time limit stays a fixed safety cap, far above what a group needs on a
 * quiet machine.
 */
const GROUP_SIZE = 4;
const GROUP_TIMEOUT_MS = 120_000;

// Frames as fast as the page draws them rather than 60 a second: every scroll step waits for
// one, and most of this file's time is frames.
test.use({
  launchOptions: {
    executablePath: testBrowserPath(),
    args: [...TEST_BROWSER_ARGS, '--disable-frame-rate-limit'],
  },
});

/** A cap for the buttons' code to load (once the browser is idle and the page scrolled). */
const WATCH_TIMEOUT_MS = 10_000;

/** Reported when the buttons never mark that they keep clear of controls. */
const NOT_KEEPING_CLEAR = 'the floating buttons never began keeping clear of controls';

interface SweepOptions {
  /** Scroll step in CSS px; 0 checks the current position only. */
  readonly step: number;
  /** How long to wait for the buttons' code first (WATCH_TIMEOUT_MS unless told). */
  readonly watchTimeout?: number;
}

/**
 * Scrolls the open page from its top to its end (or checks where it is), all inside the page:
 * per step one instant scroll, the frame in which the buttons place themselves for it, the end
 * of the buttons' own transitions, then the check. Returns one line per control found covered,
 * or not reached by a tap, at the first scroll position it happened.
 */
function sweepScroll(
  page: Page,
  { step, watchTimeout = WATCH_TIMEOUT_MS }: SweepOptions,
): Promise<string[]> {
  return page.evaluate(
    async ({ step, watchTimeout, notKeepingClear }) => {
      const SELECTOR =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
      /** How close to a button (or to where they rest) a control is checked with a tap. */
      const NEAR = 16;
      const root = document.documentElement;
      root.style.scrollBehavior = 'auto';
      const stack = document.querySelector<HTMLElement>('.floating-controls');
      if (!stack) return ['no floating controls'];
      const problems = new Map<Element, string>();
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      /** The end of the buttons' transitions after `frames` frames. */
      const settled = async (frames: number) => {
        for (let count = 0; count < frames; count++) await frame();
        // The buttons' own animations (sliding aside, which takes no taps from its start, and
        // Scroll to top popping in) shown at their end at once: waiting for each in real time
        // would add minutes to the run and show the same place.
        const animations = stack.getAnimations({ subtree: true });
        for (const animation of animations) animation.finish();
        await Promise.allSettled(animations.map((animation) => animation.finished));
      };

      // The buttons' code waits for the browser to be idle, then for a scroll: scroll a pixel
      // back and forth, a frame apart, until they say they keep clear of controls.
      const from = window.scrollY;
      const giveUp = performance.now() + watchTimeout;
      while (!stack.hasAttribute('data-keeping-clear') && performance.now() < giveUp) {
        window.scrollTo(0, window.scrollY === from ? from + 1 : from);
        await frame();
      }
      if (!stack.hasAttribute('data-keeping-clear')) problems.set(stack, notKeepingClear);
      window.scrollTo(0, from);

      const describe = (element: Element, box: DOMRect) => {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ');
        const where = `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        return `${element.tagName.toLowerCase()} "${label.slice(0, 40)}" (${where}) at scroll ${Math.round(window.scrollY)}`;
      };
      const meets = (a: DOMRect, b: DOMRect, margin = 0) =>
        a.left < b.right + margin &&
        b.left - margin < a.right &&
        a.top < b.bottom + margin &&
        b.top - margin < a.bottom;

      /**
       * The problems at the current scroll position, of controls not yet reported, and how far
       * the page may scroll before a control comes within reach of the buttons.
       *
       * A control is taken line box by line box: a link wrapped over two lines takes taps on its
       * words, not in the empty end of its first line or the start of its second, which its box
       * includes.
       *
       * The page moves up under the buttons, so a control reaches them from below, in their
       * column: the next step goes where the nearest such control comes within reach, at least
       * `step` (whose reasoning holds for every control that meets them), at most a screen.
       * Screens of text with no control beside the buttons cost a frame each, not one a step.
       */
      const check = () => {
        const found = new Map<Element, string>();
        const all = [...stack.querySelectorAll('button')].map((button) => ({
          button,
          box: button.getBoundingClientRect(),
        }));
        const buttons = all
          .filter(({ button }) => button.checkVisibility({ visibilityProperty: true }))
          .map(({ box }) => box)
          .filter((box) => box.right > 0 && box.left < innerWidth && box.bottom > 0);
        const places = [stack.getBoundingClientRect(), ...buttons];
        // Where the buttons are or may come back to (stepped aside, at the height they left).
        const reach = [places[0]!, ...all.map(({ box }) => box)].filter((box) => box.width > 0);
        const left = Math.min(...reach.map((box) => box.left)) - NEAR;
        const top = Math.min(...reach.map((box) => box.top)) - NEAR;
        const bottom = Math.max(...reach.map((box) => box.bottom)) + NEAR;
        let distance = innerHeight;
        for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
          if (stack.contains(element)) continue;
          const whole = element.getBoundingClientRect();
          // Visually hidden text (1 px, clipped) is not shown.
          if (whole.width <= 1 || whole.height <= 1) continue;
          if (whole.right <= left || whole.bottom <= top) continue;
          distance = Math.min(distance, whole.top - bottom);
          if (problems.has(element) || whole.top >= innerHeight) continue;
          if (!places.some((place) => meets(whole, place, NEAR))) continue;
          if (!element.checkVisibility({ visibilityProperty: true })) continue;
          for (const box of element.getClientRects()) {
            const problem = boxProblem(element, box, buttons, places);
            if (problem) {
              found.set(element, problem);
              break;
            }
          }
        }
        return { found, next: Math.max(step, distance) };
      };

      /** What is wrong with one box of a control near the buttons, if anything. */
      const boxProblem = (
        element: Element,
        box: DOMRect,
        buttons: readonly DOMRect[],
        places: readonly DOMRect[],
      ): string | undefined => {
        // Visually hidden text (1 px, clipped) is not shown.
        if (box.width <= 1 || box.height <= 1) return undefined;
        if (box.bottom <= 0 || box.top >= innerHeight) return undefined;
        const near = places.find((place) => meets(box, place, NEAR));
        if (!near) return undefined;
        const covering = buttons.find((button) => meets(box, button));
        if (covering) {
          const overlap =
            ((Math.min(box.right, covering.right) - Math.max(box.left, covering.left)) *
              (Math.min(box.bottom, covering.bottom) - Math.max(box.top, covering.top))) /
            (box.width * box.height);
          const percent = overlap < 0.01 ? '<1' : Math.round(overlap * 100);
          return `${describe(element, box)}: ${percent}% under a floating button`;
        }
        // Where a tap is likeliest to go astray: the control's point nearest the middle of the
        // button (or resting place) it is near, on the screen, off its rounded ends (a pill's
        // are half its height). A sliver at the screen's edge is not a place to tap.
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, innerWidth);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, innerHeight);
        if (right - left < 8 || bottom - top < 8) return undefined;
        const across = Math.min(24, box.height / 2, box.width / 2);
        const down = Math.min(10, (bottom - top) / 3);
        const x = Math.min(Math.max((near.left + near.right) / 2, left + across), right - across);
        const y = Math.min(Math.max((near.top + near.bottom) / 2, top + down), bottom - down);
        // Only the floating layer is this test's business: the home page's welcome card, say,
        // floats over the page's bottom left by design until it is closed.
        const hit = document.elementFromPoint(x, y);
        if (!hit?.closest('.floating-controls') || element.contains(hit)) return undefined;
        return `${describe(element, box)}: a tap at ${Math.round(x)},${Math.round(y)} reaches the floating layer`;
      };

      for (let target = step === 0 ? window.scrollY : 0; ;) {
        const end = root.scrollHeight - innerHeight;
        window.scrollTo(0, Math.min(target, end));
        // The buttons are placed in the frame after a scroll event. The browser sends the
        // scroll's own event with the next frame, so theirs would be the one after: sent at
        // once, it makes the next frame theirs, and each step costs one frame, not two.
        window.dispatchEvent(new Event('scroll'));
        await settled(1);
        let { found, next } = check();
        // A part of the page that loaded meanwhile may have moved controls: what counts is what
        // stays once the buttons have had two more frames for it.
        if (found.size > 0) {
          await settled(2);
          ({ found, next } = check());
        }
        for (const [element, problem] of found) problems.set(element, problem);
        if (step === 0 || target >= end) break;
        target = window.scrollY + next;
      }
      return [...problems.values()];
    },
    { step, watchTimeout, notKeepingClear: NOT_KEEPING_CLEAR },
  );
}

for (const group of sweepGroups(GROUP_SIZE)) {
  test(`${group.name}: at ${WIDTHS.join(', ')} px, from top to end no control is ever under a floating button`, async ({
    page,
    problems,
  }) => {
    // The sweep includes the not-found page, which the browser reports as a 404.
    problems.allow(/the server responded with a status of 404/);
    test.setTimeout(GROUP_TIMEOUT_MS);
    const failures: string[] = [];
    let watchTimeout = WATCH_TIMEOUT_MS;
    for (const target of group.targets) {
      // A route is loaded once, at the first width, and swept at the others after resizing the
      // screen: the site's layout follows the width in CSS alone (no script reads it), and a
      // page load costs as much as a whole sweep.
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(target.path);
      await waitForHydration(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const found = await sweepScroll(page, { step: STEP_PX, watchTimeout });
        // Buttons that never said so on one page fail the test already: the group's other
        // pages are swept at once rather than each after the whole wait, to list what they
        // cover.
        if (found.includes(NOT_KEEPING_CLEAR)) watchTimeout = 0;
        for (const problem of found) failures.push(`${target.path} at ${width} px: ${problem}`);
      }
    }
    expectNone(failures, 'controls under a floating button');
  });
}

/** Opens the enhanced contact form `width` px wide and fills it through to its Review step. */
async function reviewStep(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
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
  for (const width of [390, 320]) {
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
      expect(await sweepScroll(page, { step: 0 })).toEqual([]);
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

    test(`at ${width} px no control of the Review step's page is ever under the floating buttons`, async ({
      page,
    }) => {
      await reviewStep(page, width);
      expect(await sweepScroll(page, { step: STEP_PX })).toEqual([]);
    });
  }
});
