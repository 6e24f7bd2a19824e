import { whenIdle } from '#client/idle.ts';

/**
 * How long after hydration the library waits before loading. On a slow phone the first seconds
 * belong to the page: hydration and the code of the sections scrolled to. The metrics lose
 * nothing by waiting: the library reads buffered performance entries (paints, layout shifts,
 * the first input and every slow interaction).
 */
const START_DELAY_MS = 5000;

/**
 * Loaded as its own chunk (the library, the site's ratings and the reporting), 5 s after
 * hydration and then once the browser is idle.
 */
export function startWebVitals(): void {
  window.setTimeout(() => {
    void whenIdle()
      .then(() => import('./web-vitals-report.ts'))
      .then(({ reportWebVitals }) => reportWebVitals());
  }, START_DELAY_MS);
}
