/**
 * Every form submit is simulated (nothing is sent): it resolves after 1 s, and the success
 * message stays for 3 s before the form is ready again.
 */
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
