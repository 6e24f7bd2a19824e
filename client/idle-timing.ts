/**
 * How long the site waits for an idle moment, without React: the pre-paint script's later font
 * fetch (client/before-paint/) keeps to the same numbers as the app's idle work (./idle.ts).
 */

/** Longest wait for an idle moment; a busy page still gets its deferred work. */
export const IDLE_TIMEOUT_MS = 2000;
/** Where `requestIdleCallback` is missing (Safari), a short delay stands in for it. */
export const FALLBACK_DELAY_MS = 200;
