import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { trackPerformanceMetric } from '#shared/analytics/events.ts';
import { isMetricName, rateMetric } from '#shared/analytics/metric-ratings.ts';

/** Rated with the site's thresholds (`rateMetric`), not the library's own, so reports match them. */
function report(metric: Metric): void {
  if (!isMetricName(metric.name)) return;
  trackPerformanceMetric(metric.name, metric.value, rateMetric(metric.name, metric.value));
}

/** Reports the page's Core Web Vitals (and FCP, TTFB) as analytics events. */
export function reportWebVitals(): void {
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onTTFB(report);
  onINP(report);
}
