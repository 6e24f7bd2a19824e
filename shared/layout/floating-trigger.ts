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

/**
 * Whether a page control the lift would step aside from (visible, at most half the screen wide)
 * meets the buttons' box, with 8 px around it.
 */
function narrowControlUnder(stack: HTMLElement): boolean {
  const box = stack.getBoundingClientRect();
  return [...document.querySelectorAll(FLOATING_CLEAR_OF)].some((element) => {
    if (stack.contains(element)) return false;
    const { left, right, top, bottom, width } = element.getBoundingClientRect();
    return (
      width > 1 &&
      width <= window.innerWidth / 2 &&
      left < box.right + 8 &&
      right > box.left - 8 &&
      top < box.bottom + 8 &&
      bottom > box.top - 8
    );
  });
}

/** Resolves at once when a control is under the buttons, else with the visitor's next move. */
export function whenLiftNeeded(stack: HTMLElement): Promise<void> {
  return narrowControlUnder(stack) ? Promise.resolve() : nextInteraction();
}
