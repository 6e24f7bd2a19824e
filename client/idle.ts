/** Longest wait for an idle moment; a busy page still gets its deferred parts. */
const IDLE_TIMEOUT_MS = 2000;
/** Where `requestIdleCallback` is missing (Safari), a short delay stands in for it. */
const FALLBACK_DELAY_MS = 200;

/** Resolves once the browser has nothing more urgent to do (at the latest after 2 s). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, FALLBACK_DELAY_MS);
    }
  });
}
