import { floatingLift, type Span } from './floating-controls-rules.ts';
import { FLOATING_GAP, narrowControlBoxes } from './floating-trigger.ts';

/** Measured once the page has been still this long: the buttons move at rest, never mid-scroll. */
const SETTLE_MS = 150;

/** The extents of the visible page controls (outside `stack`) in the column from left to right. */
function controlsInColumn(stack: HTMLElement, left: number, right: number, from: number): Span[] {
  return narrowControlBoxes(stack)
    .filter(
      (box) =>
        box.right > left && box.left < right && box.bottom > from && box.top < window.innerHeight,
    )
    .map(({ top, bottom }) => ({ top, bottom }));
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
    const controls = controlsInColumn(
      stack,
      box.left - FLOATING_GAP,
      box.right + FLOATING_GAP,
      highest,
    );
    const next = floatingLift(box, controls, highest, FLOATING_GAP);
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
