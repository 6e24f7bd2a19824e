import { describe, expect, it } from 'vitest';
import { comparisonRows } from '#content/pricing/plan-comparison.ts';
import { billingPeriods } from '#content/pricing/plan-options.ts';
import { plans } from '#content/pricing/plans.ts';
import { periodNote } from '#shared/pages/pricing/billing-period.ts';

describe('plan prices', () => {
  it('rise from plan to plan in every billing period', () => {
    for (const period of billingPeriods) {
      const prices = plans.map((plan) => plan.pricing[period]);
      expect(prices, period).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(prices).size, period).toBe(prices.length);
    }
  });

  it('keep the annual saving the period switch promises', () => {
    const saving = Number(/Save (\d+)%/.exec(periodNote('annual') ?? '')?.[1]);
    for (const plan of plans) {
      const expected = plan.pricing.monthly * (1 - saving / 100);
      expect(Math.abs(plan.pricing.annual - expected), plan.id).toBeLessThan(1);
    }
  });
});

describe('comparison matrix', () => {
  it('gives the top plan every feature', () => {
    const missing = comparisonRows.filter((row) => row.values.enterprise === false);
    expect(missing.map((row) => row.name)).toEqual([]);
  });
});
