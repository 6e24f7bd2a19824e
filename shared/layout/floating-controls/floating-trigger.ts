/*
 * When the floating buttons need to keep clear of controls (floating-lift.ts): loaded once the
 * browser is idle, so that neither this check nor the lift is part of any page's first load.
 */
/**
 * What the floating buttons keep clear of (floating-lift.ts): what a visitor taps, links,
 * buttons, fields, summaries. Not a focusable scroll region (a code sample): a corner of it
 * under the buttons hides nothing that scrolling it does not show.
 */
export const FLOATING_CLEAR_OF =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';

const INTERACTIONS = ['scroll', 'resize', 'pointerdown', 'keydown'] as const;

/** Resolves on the next scroll, press, key or resize of the page. */
function nextInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
}

/** Room the floating buttons keep around a control, in CSS pixels. */
export const FLOATING_GAP = 8;

/** The page's controls the buttons keep clear of: outside the buttons, in document order. */
export function pageControls(stack: HTMLElement): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(FLOATING_CLEAR_OF)].filter(
    (element) => !stack.contains(element),
  );
}

/**
 * The boxes of those of `controls` that are shown and meet the vertical band from `left` to
 * `right`, whatever their width: a full-width field's right end under the buttons is as hard to
 * tap as a small button. The position is read first (cheap once the layout is done), whether it
 * is shown only for the few in the band.
 */
export function controlBoxesIn(
  controls: readonly HTMLElement[],
  left: number,
  right: number,
): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const element of controls) {
    const box = element.getBoundingClientRect();
    if (box.right <= left || box.left >= right) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    // Visually hidden text (1 px, clipped) is not shown.
    if (box.width <= 1 || box.height <= 1) continue;
    // Safari before 17.4 has no checkVisibility: a control with a box counts there.
    if ('checkVisibility' in element && !element.checkVisibility({ visibilityProperty: true })) {
      continue;
    }
    boxes.push(box);
  }
  return boxes;
}

/** Whether a control meets the buttons' box, with the gap around it. */
function controlUnder(stack: HTMLElement): boolean {
  const box = stack.getBoundingClientRect();
  return controlBoxesIn(
    pageControls(stack),
    box.left - FLOATING_GAP,
    box.right + FLOATING_GAP,
  ).some(({ top, bottom }) => top < box.bottom + FLOATING_GAP && bottom > box.top - FLOATING_GAP);
}

/** Resolves at once when a control is under the buttons, else with the visitor's next move. */
export function whenLiftNeeded(stack: HTMLElement): Promise<void> {
  return controlUnder(stack) ? Promise.resolve() : nextInteraction();
}
