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
 * Loaded as its own chunk once the browser is idle, so it never competes with hydration; the
 * library reads buffered performance entries, so nothing that happened before is lost.
 */
export function startWebVitals(): void {
  void whenIdle()
    .then(() => import('web-vitals'))
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onFCP(report);
      onLCP(report);
      onCLS(report);
      onTTFB(report);
      onINP(report);
    });
}
