/** What a held press was: a click (or a form sent) or a key. */
export type PressKind = 'press' | 'key';

/**
 * Presses held for code that is not there yet, at most one of each kind per element (a double
 * tap, an impatient visitor: the second press is dropped, so a form is sent once), made again,
 * oldest first, when `release` is called. A press on what has left the page meanwhile (a
 * re-render replaced it) has no meaning any more and is dropped.
 */
export class HeldPresses {
  private readonly presses: { element: Element; kind: PressKind; replay: () => void }[] = [];
  private released = false;

  /**
   * Holds `element`'s press; false when one of that kind is held for it already (or all were
   * released).
   */
  hold(element: Element, replay: () => void, kind: PressKind = 'press'): boolean {
    if (this.released) return false;
    if (this.presses.some((press) => press.element === element && press.kind === kind))
      return false;
    this.presses.push({ element, kind, replay });
    return true;
  }

  /** Makes every held press again, once; later presses are no longer held. */
  release(): void {
    this.released = true;
    for (const press of this.presses.splice(0)) if (press.element.isConnected) press.replay();
  }
}
