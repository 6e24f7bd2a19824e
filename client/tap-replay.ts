/**
 * Replays the taps the pre-paint script recorded before React listened (its TAP_SCRIPT). A
 * replayed click goes through React's own listener: on a part of the page that has not hydrated
 * yet, React hydrates that part at once and then runs the handler, which is how it treats a
 * real click after `hydrateRoot`. Only buttons without a native action are ever recorded, so
 * nothing runs twice.
 */
export interface TapQueue {
  /** Buttons tapped before their code could handle them, first tap per button, oldest first. */
  q: HTMLElement[];
  /** Set once React listens; from then on only deferred parts record taps. */
  live: number;
  /** Called with each button recorded while `live` (inside a part that hydrates later). */
  on: ((button: HTMLElement) => void) | null;
}

declare global {
  interface Window {
    __taps?: TapQueue;
  }
}

/** Takes `button` off the queue, so its next tap is recorded again if it needs to be. */
function forget(taps: TapQueue, button: HTMLElement): void {
  const index = taps.q.indexOf(button);
  if (index >= 0) taps.q.splice(index, 1);
}

/** Replays `buttons` that are still in the page (a tap on a removed button has no meaning). */
export function replayTaps(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}

/** Call right after `hydrateRoot`: React listens from then on. */
export function replayEarlyTaps(): void {
  const taps = window.__taps;
  if (!taps) return;
  taps.live = 1;
  replayTaps(taps.q.splice(0));
}

/**
 * Once React listens, a tap on a button in a part whose code has not arrived yet is dropped by
 * React. `hydrateFor` loads that part and calls `replay` once it has hydrated, or returns false
 * when the part's code is already there (React then hydrates the part on that very tap and
 * handles it itself).
 */
export function replayDeferredTaps(
  hydrateFor: (button: HTMLElement, replay: () => void) => boolean,
): void {
  const taps = window.__taps;
  if (!taps) return;
  taps.on = (button) => {
    // Before React listens every tap is replayed by replayEarlyTaps.
    if (!taps.live) return;
    const waiting = hydrateFor(button, () => {
      replayTaps([button]);
      forget(taps, button);
    });
    // A later tap on this button must be recorded again if its part is still waiting then.
    if (!waiting) forget(taps, button);
  };
}
