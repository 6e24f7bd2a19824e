/**
 * Which presses the early-press path takes, and how: plain rules on elements and events, shared
 * by the recorder in the pre-paint script and the app's own listener (./early-presses.ts).
 */

/**
 * The button a click before the page listens should be made again on: one without a native
 * action (not a form's submit or reset, not disabled). Links, `<summary>`, form submits and
 * fields work natively until then, so making them again would do them twice.
 */
export function buttonWithoutNativeAction(target: EventTarget | null): HTMLButtonElement | null {
  const element = target as Element | null;
  const button = element && element.closest ? element.closest('button') : null;
  return !button || button.disabled || (button.form && button.type !== 'button') ? null : button;
}

/** A field whose click has no action of its own: what it holds is announced as input instead. */
export function isValueField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'submit', 'image', 'reset', 'button'].includes(element.type);
}

/**
 * A click that does the same before and after hydration, so it is left to the browser: opening
 * a link elsewhere (another site, a new tab or window, a download, with a modifier key) and a
 * jump within this very address (the browser scrolls at once). A header menu's section link on
 * the home page is `/?#section` (sectionHref), another address to the browser, which would load
 * the page again: it is held, and made once its part has hydrated, where it scrolls and focuses.
 */
export function leftToTheBrowser(event: MouseEvent, element: Element): boolean {
  const link = element.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return true;
  if (link.origin !== window.location.origin) return true;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return true;
  const withoutHash = (href: string) => href.split('#')[0];
  return Boolean(link.hash) && withoutHash(link.href) === withoutHash(window.location.href);
}

/**
 * The control a click pressed, for "once per element": the button around an icon, the link
 * around its text; the target itself when it is in none (an ancestor may handle the click).
 */
export const pressedControl = (target: Element): Element =>
  target.closest('a[href], button, summary, label, input') ?? target;
