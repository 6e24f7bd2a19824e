/**
 * A form submit takes at least 1 s in the browser (the spec's timing; the request to store the
 * lead runs within it), and the success message stays for 3 s before the form is ready again.
 */
export const SUBMIT_DELAY_MS = 1000;
export const SUCCESS_DISPLAY_MS = 3000;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with `work`, but not before `ms` have passed (no wait when `ms` is 0). */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  if (ms <= 0) return work;
  const [result] = await Promise.all([work, wait(ms)]);
  return result;
}

/**
 * The minimum submit time applies only in the browser. The server (JavaScript off) answers as
 * soon as the lead is stored: the round trip is the real delay.
 */
export function submitDelayMs(): number {
  return typeof window === 'undefined' ? 0 : SUBMIT_DELAY_MS;
}

/** Runs `onDone` when the success message has been shown long enough; returns a cancel function. */
export function afterSuccessDisplay(onDone: () => void): () => void {
  const timer = setTimeout(onDone, SUCCESS_DISPLAY_MS);
  return () => clearTimeout(timer);
}
