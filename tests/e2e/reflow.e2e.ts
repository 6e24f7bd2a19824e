import type { Page } from '@playwright/test';
import { ACCESSIBILITY_STORAGE_KEY } from '../../shared/document/pre-paint.ts';
import { TEXT_SIZE } from '../../shared/accessibility/accessibility-settings.ts';
import { expect, expectNone, test, waitForHydration } from './fixtures.ts';
import { sweepGroups } from './sweep-routes.ts';

/**
 * WCAG 2.2 1.4.10 (reflow at 320 CSS px) and 1.4.4 (text resized without loss): on a phone, with
 * the largest text the accessibility menu offers, no route scrolls sideways and no visible
 * control sits outside the viewport. 320 px is also a 640 px window at 200% browser zoom.
 */
const cases = [
  { width: 320, textSize: TEXT_SIZE.max },
  { width: 320, textSize: TEXT_SIZE.default },
  { width: 390, textSize: TEXT_SIZE.max },
] as const;

/** Routes per test (one page walks them); a group's time limit is a fixed safety cap. */
const GROUP_SIZE = 12;
const GROUP_TIMEOUT_MS = 120_000;

interface Overflow {
  readonly scrollWidth: number;
  readonly innerWidth: number;
  /** Visible controls (links, buttons, fields, summaries) not wholly inside the viewport. */
  readonly controls: string[];
}

function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const inViewport = (box: DOMRect) => box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
    // A wide table or a row of tabs may scroll sideways in a region of its own (WCAG allows it
    // for data tables): a control there is reached by scrolling the region, which must fit.
    const insideScrollRegion = (element: HTMLElement) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        if (getComputedStyle(node).overflowX === 'visible') continue;
        return inViewport(node.getBoundingClientRect());
      }
      return false;
    };
    const controls: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      // The floating buttons stepped aside from a control under them slide out past the screen's
      // edge on purpose, taking no taps, and are hidden once out (floating-controls/).
      if (element.closest('[data-aside]')) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) and the skip link above the page are not shown.
      if (box.width <= 1 || box.height <= 1 || box.bottom <= 0) continue;
      if (inViewport(box)) continue;
      if (insideScrollRegion(element)) continue;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      controls.push(
        `${element.tagName.toLowerCase()} "${label.slice(0, 40)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      controls,
    };
  });
}

/**
 * Sets the text size as the accessibility menu does: the attribute on <html> is the setting's
 * state (the stylesheet and the menu both read it), so no reload is needed between cases.
 * Called after each viewport change too, for its wait.
 */
async function applyTextSize(page: Page, textSize: number): Promise<void> {
  await page.evaluate(
    ({ size, normal }) => {
      const root = document.documentElement;
      if (size === normal) root.removeAttribute('data-text-size');
      else root.setAttribute('data-text-size', String(size));
      // Two frames: what reacts to the resize or the setting in script has rendered.
      return new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    },
    { size: textSize, normal: TEXT_SIZE.default },
  );
}

for (const { name, targets: routes } of sweepGroups(GROUP_SIZE)) {
  test(`routes ${name} reflow at 320 and 390 px with 100% and 150% text`, async ({
    page,
    problems,
  }) => {
    // The sweep includes the not-found page, which the browser reports as a 404.
    problems.allow(/the server responded with a status of 404/);
    // One page for the whole group: a route costs one navigation, not a new browser context.
    test.setTimeout(GROUP_TIMEOUT_MS);
    // The first case's text size is stored, so the pre-paint script applies it on each load.
    await page.addInitScript(
      ({ key, size }) => {
        localStorage.setItem(
          key,
          JSON.stringify({ textSize: size, highContrast: false, focusMode: false }),
        );
      },
      { key: ACCESSIBILITY_STORAGE_KEY, size: cases[0].textSize },
    );
    const failures: string[] = [];
    for (const target of routes) {
      await page.setViewportSize({ width: cases[0].width, height: 844 });
      await page.goto(target.path);
      await waitForHydration(page);
      const size = await page.evaluate(
        () => document.documentElement.getAttribute('data-text-size') ?? '100',
      );
      expect(size, `stored text size applied on ${target.path}`).toBe(String(cases[0].textSize));
      for (const { width, textSize } of cases) {
        await page.setViewportSize({ width, height: 844 });
        await applyTextSize(page, textSize);
        const found = await measure(page);
        const where = `${target.path} at ${width} px, ${textSize}% text`;
        if (found.scrollWidth > found.innerWidth) {
          failures.push(`${where}: page is ${found.scrollWidth} px wide`);
        }
        for (const control of found.controls) failures.push(`${where}: ${control}`);
      }
    }
    expectNone(failures, 'pages wider than the screen or controls outside it');
  });
}
