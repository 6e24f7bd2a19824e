import { AT_REST, floatingPlace, samePlace, type FloatingPlace, type Span } from './lift-rules.ts';
import { controlBoxesIn, FLOATING_GAP, pageControls } from './floating-trigger.ts';

/**
 * The highest the buttons' top may rise, as a share of the screen's height from its top. Above
 * the middle they would jump far up the screen into the text being read; where the lower half
 * has no gap for them they step aside instead.
 */
const HIGHEST_SHARE = 1 / 2;

/** Attributes that make an element one of the controls or not (FLOATING_CLEAR_OF). */
const NAMING = new Set<string | null>(['href', 'role', 'type']);

/** Marks the stack while it keeps clear of controls (the browser tests wait for it). */
export const KEEPING_CLEAR = 'data-keeping-clear';

/**
 * Keeps the floating buttons off every page control, at every scroll position: they rise to the
 * nearest clear gap above a control under them, or, where there is none in the lower half of the
 * screen, slide out at the side (hidden, taking no taps) until it has passed, then come back
 * (lift-rules.ts). Never while the visitor is in them: an open menu stays where it
 * was opened, and focus inside keeps them shown.
 *
 * The stack element itself stays put and only its children move (the `--floating-lift` property
 * and `data-aside`, layout.css), so its box is always where the buttons rest. The place is
 * worked out at most once per frame, in the frame a scroll, a resize or a change of the page
 * shows, from the controls' boxes (read from a list kept until the page's elements change).
 * Returns the function that stops it.
 */
export function keepClearOfControls(stack: HTMLElement): () => void {
  let place: FloatingPlace = AT_REST;
  let controls: HTMLElement[] | undefined;
  let frame = 0;

  const update = () => {
    frame = 0;
    // An open menu stays where the visitor opened it.
    if (stack.querySelector('[aria-expanded="true"]')) return;
    const box = stack.getBoundingClientRect();
    const highest = window.innerHeight * HIGHEST_SHARE;
    controls ??= pageControls(stack);
    const spans: Span[] = controlBoxesIn(
      controls,
      box.left - FLOATING_GAP,
      box.right + FLOATING_GAP,
    ).map(({ top, bottom }) => ({ top, bottom }));
    const next = floatingPlace(
      place,
      box,
      spans,
      highest,
      FLOATING_GAP,
      stack.contains(document.activeElement),
    );
    if (samePlace(next, place)) return;
    place = next;
    stack.style.setProperty('--floating-lift', `${-next.lift}px`);
    stack.toggleAttribute('data-aside', next.aside);
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  // Any change may move the controls; only new elements or attributes can change which count.
  const pageChanged = (records: readonly MutationRecord[]) => {
    if (
      records.some(({ type, attributeName }) => type === 'childList' || NAMING.has(attributeName))
    )
      controls = undefined;
    schedule();
  };

  // Scrolling, a new size, focus leaving or entering the buttons, a disclosure opening, and
  // content that changes in place (a form's next step).
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  document.addEventListener('toggle', schedule, { capture: true, passive: true });
  stack.addEventListener('focusin', schedule);
  stack.addEventListener('focusout', schedule);
  const observer = new MutationObserver(pageChanged);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden', 'open', 'href', 'role', 'type'],
  });
  stack.setAttribute(KEEPING_CLEAR, '');
  update();
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('toggle', schedule, { capture: true });
    stack.removeEventListener('focusin', schedule);
    stack.removeEventListener('focusout', schedule);
    observer.disconnect();
    stack.removeAttribute(KEEPING_CLEAR);
    stack.removeAttribute('data-aside');
    stack.style.removeProperty('--floating-lift');
  };
}
