/**
 * Presses held for code that is not there yet, at most one per element (a double tap, an
 * impatient visitor: the second press is dropped, so a form is sent once), made again, oldest
 * first, when `release` is called. A press on what has left the page meanwhile (a re-render
 * replaced it) has no meaning any more and is dropped.
 */
export class HeldPresses {
  private readonly presses: { element: Element; replay: () => void }[] = [];
  private released = false;

  /** Holds `element`'s press; false when one is held for it already (or all were released). */
  hold(element: Element, replay: () => void): boolean {
    if (this.released || this.presses.some((press) => press.element === element)) return false;
    this.presses.push({ element, replay });
    return true;
  }

  /** Makes every held press again, once; later presses are no longer held. */
  release(): void {
    this.released = true;
    for (const press of this.presses.splice(0)) if (press.element.isConnected) press.replay();
  }
}
