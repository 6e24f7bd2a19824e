import type { Metric } from 'web-vitals';
import { trackPerformanceMetric } from '#shared/analytics/events.ts';
import { whenIdle } from '#client/idle.ts';
import { isMetricName, rateMetric } from '#shared/analytics/metric-ratings.ts';

/** Rated with the site's thresholds (`rateMetric`), not the library's own, so reports match them. */
function report(metric: Metric): void {
  if (!isMetricName(metric.name)) return;
  trackPerformanceMetric(metric.name, metric.value, rateMetric(metric.name, metric.value));
}

/**
 * How long after hydration the library waits before loading. On a slow phone the first seconds
 * belong to the page: hydration and the code of the sections scrolled to. The metrics lose
 * nothing by waiting: the library reads buffered performance entries (paints, layout shifts,
 * the first input and every slow interaction).
 */
const START_DELAY_MS = 5000;

/** Loaded as its own chunk, 5 s after hydration and then once the browser is idle. */
export function startWebVitals(): void {
  window.setTimeout(() => {
    void whenIdle()
      .then(() => import('web-vitals'))
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onFCP(report);
        onLCP(report);
        onCLS(report);
        onTTFB(report);
        onINP(report);
      });
  }, START_DELAY_MS);
}
