import { waitingPartOf, type DeferredPart } from '#shared/layout/deferred-part/part-registry.ts';
import { forgetEarlyTap } from './tap-replay.ts';

/**
 * One path for every press inside a part that hydrates later (shared/layout/deferred-part/).
 *
 * Until the part hydrates, React cannot handle its events: it drops a click there, and the
 * browser alone would do only the native half of a press (a link loads a whole page, a submit
 * button posts the form to the server without the form's own checks, a box ticks without the
 * state that depends on it, a summary opens without its handler, a button does nothing). So a
 * press there is held instead: its native action is cancelled, React never sees it, the part
 * loads, and once it has hydrated the same press is made again on the same element, where React
 * and the browser handle it together, exactly as a press after hydration. Every kind of control
 * (button, link, submit, checkbox, radio, summary, label) goes through the same two steps.
 *
 * A press is held once per element: a second tap on it while it waits (a double tap, an
 * impatient visitor) is dropped, so nothing is done twice, a form is sent once. Should the part's
 * code never arrive, the held presses are made again all the same: the part then works as
 * without JavaScript, natively.
 */

/** Presses held per part, oldest first, at most one per element. */
const held = new Map<DeferredPart, { element: Element; replay: () => void }[]>();

/** A field whose click has no action of its own: what it holds is replayed as input instead. */
function isValueField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'submit', 'image', 'reset', 'button'].includes(element.type);
}

/**
 * A click that does the same before and after hydration, so it is left to the browser: opening
 * a link elsewhere (another site, a new tab or window, a download, with a modifier key) and a
 * jump within this page (the browser scrolls at once; the router would do no more).
 */
function leftToTheBrowser(event: MouseEvent, element: Element): boolean {
  const link = element.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return true;
  if (link.origin !== window.location.origin) return true;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return true;
  const { pathname, search } = window.location;
  return Boolean(link.hash) && link.pathname === pathname && link.search === search;
}

/** Holds `element`'s press for `part`, unless one is held already; false when it was. */
function hold(part: DeferredPart, element: Element, replay: () => void): boolean {
  const presses = held.get(part);
  if (presses?.some((press) => press.element === element)) return false;
  if (presses) {
    presses.push({ element, replay });
    return true;
  }
  held.set(part, [{ element, replay }]);
  const replayAll = () => {
    const waiting = held.get(part) ?? [];
    held.delete(part);
    // A press on what has left the page (a re-render replaced it) has no meaning any more.
    for (const press of waiting) if (press.element.isConnected) press.replay();
  };
  void part.load().catch(() => undefined);
  part.hydrated.then(replayAll, replayAll);
  return true;
}

/** Stops the event before anything else sees it: React, the browser's own action, analytics. */
function cancel(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** The same click again, at the same element and point, as the visitor made it. */
function clickAgain(target: Element, event: MouseEvent): () => void {
  const init: MouseEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: event.view,
    detail: event.detail,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
    button: event.button,
  };
  return () => target.dispatchEvent(new MouseEvent('click', init));
}

function holdClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || event.defaultPrevented) return;
  const part = waitingPartOf(target);
  if (!part || isValueField(target) || leftToTheBrowser(event, target)) return;
  // The control pressed, for "once per element": the button around an icon, the link around
  // its text. A click on the part's plain text is held too (an ancestor may handle it).
  const control = target.closest('a[href], button, summary, label, input') ?? target;
  cancel(event);
  // The pre-paint script may have recorded this tap for the page's own replay as well.
  if (control instanceof HTMLElement) forgetEarlyTap(control);
  hold(part, control, clickAgain(target, event));
}

/**
 * A form sent without a press (Enter in a form with no submit button, a script's
 * `requestSubmit()`): held like a press, and sent again once the part has hydrated. A press on
 * a submit button never gets here: its click is held first, so the form is not sent twice.
 */
function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
  const part = waitingPartOf(form);
  if (!part) return;
  cancel(event);
  // Once the part is hydrated this submit reaches React; if its code never came, the browser.
  hold(part, form, () => form.requestSubmit());
}

/**
 * Call before `hydrateRoot`: these listeners then run before React's own on the document, and
 * see a press before React drops it. Returns the way to remove them (tests).
 */
export function installPressReplay(): () => void {
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  return () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
  };
}
