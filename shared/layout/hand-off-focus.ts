/**
 * A control that removes the part it sits in (a banner's Close) takes the focus with it, and the
 * browser drops it on <body>: the next Tab starts again at the top of the page and a screen
 * reader loses its place. Called just before the removal, this hands the focus to `next` (the
 * heading or control that follows the part) when it was inside `part`. A heading is made
 * focusable by script only (tabindex -1), and nothing scrolls.
 */
export function handOffFocus(part: Element | null, next: HTMLElement | null): void {
  if (!part || !next || !part.contains(document.activeElement)) return;
  if (!next.hasAttribute('tabindex') && !next.matches('a[href], button, input, select, textarea')) {
    next.setAttribute('tabindex', '-1');
  }
  next.focus({ preventScroll: true });
}
