/**
 * Performance rating thresholds: a value up to `good` is good, up to `poor`
 * needs improvement, anything above is poor. FID, TTI and TBT are kept for completeness even
 * though the browser only reports FCP, LCP, CLS, TTFB and INP (web-vitals dropped FID).
 * Times are milliseconds; CLS is unitless.
 */
export const PERFORMANCE_THRESHOLDS = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
  TTI: { good: 3800, poor: 7300 },
  TBT: { good: 200, poor: 600 },
  INP: { good: 200, poor: 500 },
} as const satisfies Record<string, { good: number; poor: number }>;

export type MetricName = keyof typeof PERFORMANCE_THRESHOLDS;
export type MetricRating = 'good' | 'needs-improvement' | 'poor';

export function isMetricName(name: string): name is MetricName {
  return Object.hasOwn(PERFORMANCE_THRESHOLDS, name);
}

export function rateMetric(name: MetricName, value: number): MetricRating {
  const { good, poor } = PERFORMANCE_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}
