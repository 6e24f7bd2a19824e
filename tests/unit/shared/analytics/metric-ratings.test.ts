import { describe, expect, it } from 'vitest';
import {
  isMetricName,
  PERFORMANCE_THRESHOLDS,
  rateMetric,
} from '#shared/analytics/metric-ratings.ts';

/** Good up to the first value, poor from the second (the web.dev thresholds; TTI and TBT: Lighthouse). */
const thresholds = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  FID: [100, 300],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  TTI: [3800, 7300],
  TBT: [200, 600],
  INP: [200, 500],
} as const;

describe('rateMetric', () => {
  it('rates each metric by its good and poor thresholds', () => {
    expect(
      Object.fromEntries(
        Object.entries(PERFORMANCE_THRESHOLDS).map(([name, t]) => [name, [t.good, t.poor]]),
      ),
    ).toEqual(thresholds);
  });

  for (const [name, [good, poor]] of Object.entries(thresholds) as [
    keyof typeof thresholds,
    readonly [number, number],
  ][]) {
    it(`rates ${name} at each boundary`, () => {
      const epsilon = name === 'CLS' ? 0.001 : 1;
      expect(rateMetric(name, 0)).toBe('good');
      expect(rateMetric(name, good)).toBe('good');
      expect(rateMetric(name, good + epsilon)).toBe('needs-improvement');
      expect(rateMetric(name, poor)).toBe('needs-improvement');
      expect(rateMetric(name, poor + epsilon)).toBe('poor');
    });
  }

  it('knows which names it can rate', () => {
    expect(isMetricName('LCP')).toBe(true);
    expect(isMetricName('FPS')).toBe(false);
    expect(isMetricName('toString')).toBe(false);
  });
});
