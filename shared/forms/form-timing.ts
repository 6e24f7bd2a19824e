/** Spec timings: every submit is simulated with a 1 s delay; a success shows for 3 s. */
export const SUBMIT_DELAY_MS = 1000;
export const SUCCESS_DISPLAY_MS = 3000;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The simulated network delay happens only in the browser, where the action replaces a request.
 * The server (JavaScript off) answers at once: the round trip is the real delay.
 */
export function submitDelayMs(): number {
  return typeof window === 'undefined' ? 0 : SUBMIT_DELAY_MS;
}

/** Runs `onDone` when the success message has been shown long enough; returns a cancel function. */
export function afterSuccessDisplay(onDone: () => void): () => void {
  const timer = setTimeout(onDone, SUCCESS_DISPLAY_MS);
  return () => clearTimeout(timer);
}
