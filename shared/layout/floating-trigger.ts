/*
 * When the floating buttons need their lift (floating-lift.ts): loaded once the browser is idle,
 * so that neither this check nor the lift is part of any page's first load.
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

/**
 * The boxes of the page controls the buttons step aside from: visible, outside the buttons, and
 * at most half the screen wide (a phone's full-width field, card or button keeps most of itself
 * free beside them).
 */
export function narrowControlBoxes(stack: HTMLElement): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(FLOATING_CLEAR_OF)) {
    if (stack.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || box.width > window.innerWidth / 2) continue;
    // Safari before 17.4 has no checkVisibility: a control with a box counts there.
    if ('checkVisibility' in element && !element.checkVisibility({ visibilityProperty: true })) {
      continue;
    }
    boxes.push(box);
  }
  return boxes;
}

/** Whether such a control meets the buttons' box, with the gap around it. */
function narrowControlUnder(stack: HTMLElement): boolean {
  const box = stack.getBoundingClientRect();
  return narrowControlBoxes(stack).some(
    ({ left, right, top, bottom }) =>
      left < box.right + FLOATING_GAP &&
      right > box.left - FLOATING_GAP &&
      top < box.bottom + FLOATING_GAP &&
      bottom > box.top - FLOATING_GAP,
  );
}

/** Resolves at once when a control is under the buttons, else with the visitor's next move. */
export function whenLiftNeeded(stack: HTMLElement): Promise<void> {
  return narrowControlUnder(stack) ? Promise.resolve() : nextInteraction();
}
