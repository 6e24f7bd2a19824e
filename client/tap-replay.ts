/**
 * Replays the taps the pre-paint script recorded before React listened (its TAP_SCRIPT). A
 * replayed click goes through React's own listener, which hydrates that part of the page at once
 * and then runs the handler, as it treats a real click after `hydrateRoot`; a click inside a
 * part that hydrates later is held by client/press-replay.ts until that part has. Only buttons
 * without a native action are ever recorded, so nothing runs twice.
 */
export interface EarlyTaps {
  /** Buttons tapped before React listened, first tap per button, oldest first. */
  buttons: HTMLElement[];
  /** Set once React listens: the script stops recording. */
  reactListens: number;
}

declare global {
  interface Window {
    __taps?: EarlyTaps;
  }
}

/**
 * Takes `button` off the queue: its tap is being replayed another way (a part that hydrates
 * later holds it), and must not be replayed twice.
 */
export function forgetEarlyTap(button: HTMLElement): void {
  const buttons = window.__taps?.buttons ?? [];
  const index = buttons.indexOf(button);
  if (index >= 0) buttons.splice(index, 1);
}

/** Call right after `hydrateRoot`: React listens from then on. */
export function replayEarlyTaps(): void {
  const taps = window.__taps;
  if (!taps) return;
  taps.reactListens = 1;
  // A tap on a button that has left the page has no meaning any more.
  for (const button of taps.buttons.splice(0)) if (button.isConnected) button.click();
}
