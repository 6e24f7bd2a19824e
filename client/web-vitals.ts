import type { Metric } from 'web-vitals';
import { trackPerformanceMetric } from '#shared/analytics.ts';
import { isMetricName, rateMetric } from '#shared/performance.ts';

/** Rated with the spec's thresholds (§9), not the library's own, so reports match the table. */
function report(metric: Metric): void {
  if (!isMetricName(metric.name)) return;
  trackPerformanceMetric(metric.name, metric.value, rateMetric(metric.name, metric.value));
}

/**
 * Loaded as its own chunk after the entry so it never delays hydration; the library reads
 * buffered performance entries, so nothing that happened before is lost.
 */
function startWebVitals(): void {
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    onFCP(report);
    onLCP(report);
    onCLS(report);
    onTTFB(report);
    onINP(report);
  });
}

startWebVitals();
