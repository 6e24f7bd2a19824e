import { DEFERRED_HYDRATION_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '#shared/document/pre-paint.ts';
import { waitingPartOf, type DeferredPart } from '#shared/layout/deferred-part/part-registry.ts';
import { HeldPresses, type PressKind } from './held-presses.ts';
import {
  buttonWithoutNativeAction,
  isValueField,
  leftToTheBrowser,
  pressedControl,
} from './press-rules.ts';
import { announceField } from './typed-input.ts';

/**
 * The early-press path, once the app's code runs. Code can be missing for two kinds of region:
 * the page until React listens (`hydrateRoot`), and a part that hydrates later until it has
 * (shared/layout/deferred-part/). A press in either is held and made once when that code is
 * ready; what was typed meanwhile is told to React before (./typed-input.ts).
 *
 * - **The page, before React listens**: only a button without a native action is held (the
 *   pre-paint script recorded those pressed before this code ran, ./early-record.ts); links,
 *   summaries and forms work natively meanwhile, and nothing is cancelled. Once React listens
 *   each is clicked again: React hydrates its slice at once and runs the handler. The fields
 *   changed meanwhile are told to React once the page is hydrated. (After `hydrateRoot` React
 *   hydrates a slice at once for a press or a keystroke in it, so it misses nothing more.)
 * - **A part that has not hydrated**: React would drop the press, and the browser alone would do
 *   only its native half (a whole page load for a link, a post without the form's checks), so
 *   every press there is cancelled and held; the part starts loading, and once it has hydrated
 *   the same press is made again on the same element, where React and the browser handle it
 *   together. Should the part's code never arrive, the held presses are made all the same: the
 *   part then works as without JavaScript, natively.
 *
 * An Escape pressed meanwhile is held with the part's presses and pressed again after them.
 *
 * One listener decides for every press, so nothing is held twice: a press the page recorded in a
 * part is made again once React listens, and this listener then holds it for the part.
 */

/** The part's held presses, made again once it has hydrated or failed to load. */
const heldInParts = new Map<DeferredPart, HeldPresses>();

function holdForPart(
  part: DeferredPart,
  element: Element,
  replay: () => void,
  kind: PressKind = 'press',
): void {
  let held = heldInParts.get(part);
  if (!held) {
    const presses = (held = new HeldPresses());
    heldInParts.set(part, presses);
    const release = () => {
      heldInParts.delete(part);
      presses.release();
    };
    void part.load().catch(() => undefined);
    part.hydrated.then(release, release);
  }
  held.hold(element, replay, kind);
}

/** Stops the event before anything else sees it: React, the browser's own action, analytics. */
function cancel(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/**
 * The same click or key again, at the same element, as the visitor made it: a new event of the
 * same kind, its fields (point, button, key, modifiers) read from the original as its init.
 */
function madeAgain(target: Element, event: MouseEvent | KeyboardEvent): () => void {
  const Kind = event.constructor as new (type: string, init: EventInit) => Event;
  return () => target.dispatchEvent(new Kind(event.type, event));
}

/**
 * Tells React what the visitor changed in `fields` before it listened, once the page is hydrated
 * (a field's own slice must be, or React would take the changed value for its own); a part's
 * fields are left to the part, which tells them as it hydrates. Returns the way to stop waiting.
 */
function announceOncePageHydrated(fields: readonly Element[]): () => void {
  const html = document.documentElement;
  const announce = () => {
    for (const field of fields)
      if (field.isConnected && !field.closest(`[${DEFERRED_HYDRATION_ATTRIBUTE}]`))
        announceField(field);
  };
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    announce();
  });
  if (html.hasAttribute(HYDRATED_ATTRIBUTE)) announce();
  else observer.observe(html, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  return () => observer.disconnect();
}

export interface EarlyPresses {
  /** Call right after `hydrateRoot`: the page's held presses are made, its typed input told. */
  readonly pageListens: () => void;
  /** Removes the listeners (tests). */
  readonly uninstall: () => void;
}

/**
 * Call before `hydrateRoot`: the listeners then run before React's own on the document, and see
 * a press before React drops it. Takes over from the pre-paint script's recorder.
 */
export function installEarlyPresses(): EarlyPresses {
  const inPage = new HeldPresses();
  const changedFields = new Set<Element>();
  let pageListening = false;
  let stopWaiting = () => {};
  const record = window.__earlyPresses;
  if (record) {
    record.app = 1;
    for (const button of record.buttons.splice(0)) inPage.hold(button, () => button.click());
    for (const field of record.fields.splice(0)) changedFields.add(field);
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || event.defaultPrevented) return;
    const part = waitingPartOf(target);
    if (part) {
      if (isValueField(target) || leftToTheBrowser(event, target)) return;
      cancel(event);
      holdForPart(part, pressedControl(target), madeAgain(target, event));
      return;
    }
    const button = pageListening ? null : buttonWithoutNativeAction(target);
    if (button) inPage.hold(button, () => button.click());
  };

  /**
   * Escape, the one key whose meaning is a part's own (closing what a press opened), in a part
   * that has not hydrated, or with the focus nowhere (a tap focuses no button in some browsers)
   * while a part holds presses (the menu a held press will open): held, and pressed again after
   * them. Typing is input; Enter and Space on a control are its click; Tab moves the focus
   * natively.
   */
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Escape' || !(target instanceof Element) || event.defaultPrevented) return;
    const focusNowhere = target === document.body || target === document.documentElement;
    const part = waitingPartOf(target) ?? (focusNowhere ? [...heldInParts.keys()].at(-1) : null);
    if (!part) return;
    cancel(event);
    holdForPart(part, target, madeAgain(target, event), 'key');
  };

  const onInput = (event: Event) => {
    if (!pageListening && event.target instanceof Element) changedFields.add(event.target);
  };

  /**
   * A form sent without a press in a waiting part (Enter in a form with no submit button, a
   * script's `requestSubmit()`): held like a press. A press on a submit button never gets here:
   * its click is held first, so the form is not sent twice.
   */
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const part = waitingPartOf(form);
    if (!part) return;
    cancel(event);
    holdForPart(part, form, () => form.requestSubmit());
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('keydown', onKeyDown, true);
  return {
    pageListens: () => {
      pageListening = true;
      inPage.release();
      stopWaiting = announceOncePageHydrated([...changedFields]);
    },
    uninstall: () => {
      stopWaiting();
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
