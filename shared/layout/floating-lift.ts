import { floatingLift, type Span } from './floating-controls-rules.ts';
import { FLOATING_CLEAR_OF } from './floating-trigger.ts';
/** Room kept around the controls, in CSS pixels. */
const GAP = 8;
/** Measured once the page has been still this long: the buttons move at rest, never mid-scroll. */
const SETTLE_MS = 150;

/** The extents of the visible page controls (outside `stack`) in the column from left to right. */
function controlsInColumn(stack: HTMLElement, left: number, right: number, from: number): Span[] {
  const spans: Span[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(FLOATING_CLEAR_OF)) {
    if (stack.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= left || box.left >= right || box.bottom <= from) continue;
    if (box.top >= window.innerHeight || box.width <= 1 || box.height <= 1) continue;
    // A control wider than half the screen (a phone's full-width field, card or button) keeps
    // most of itself free beside the buttons: only narrower ones make them move.
    if (box.width > window.innerWidth / 2) continue;
    // Safari before 17.4 has no checkVisibility: a control with a box counts there.
    if ('checkVisibility' in element && !element.checkVisibility({ visibilityProperty: true })) {
      continue;
    }
    spans.push({ top: box.top, bottom: box.bottom });
  }
  return spans;
}

/**
 * Moves the floating buttons up, clear of a page control that lies under them once the page is
 * still (a right-aligned button such as a form's Complete on a phone), and back down when it has
 * gone. The stack element itself stays put and only its children are lifted (by the
 * `--floating-lift` property, layout.css), so its box is always where the buttons rest.
 * Returns the function that stops it.
 */
export function keepClearOfControls(stack: HTMLElement): () => void {
  let lift = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const place = () => {
    // An open menu stays where the visitor opened it.
    if (stack.querySelector('[aria-expanded="true"]')) return;
    const box = stack.getBoundingClientRect();
    const highest = window.innerHeight / 2;
    const controls = controlsInColumn(stack, box.left - GAP, box.right + GAP, highest);
    const next = floatingLift(box, controls, highest, GAP);
    if (next === lift) return;
    lift = next;
    stack.style.setProperty('--floating-lift', `${-next}px`);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(place, SETTLE_MS);
  };
  // Scrolling, a new size, and content that changes in place (a form's next step).
  window.addEventListener('scroll', later, { passive: true });
  window.addEventListener('resize', later, { passive: true });
  const observer = new MutationObserver(later);
  observer.observe(document.body, { childList: true, subtree: true });
  later();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', later);
    window.removeEventListener('resize', later);
    observer.disconnect();
  };
}
