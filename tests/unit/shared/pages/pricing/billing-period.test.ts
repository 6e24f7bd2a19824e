import { describe, expect, it } from 'vitest';
import { plans } from '#content/pricing/plans.ts';
import { billingPeriods, type BillingPeriod, type PlanId } from '#content/pricing/plan-options.ts';
import {
  billingPeriodLabels,
  billingPeriodOrder,
  periodNote,
  planPrice,
  priceSuffix,
} from '#shared/pages/pricing/billing-period.ts';
import { formatUsd } from '#shared/format/numbers.ts';

function shown(id: PlanId, period: BillingPeriod): string {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return `${formatUsd(planPrice(plan, period))}${priceSuffix(period)}`;
}

describe('plan prices', () => {
  it('lists the three plans in order with their names and the popular mark', () => {
    expect(plans.map((plan) => [plan.id, plan.name, plan.popular])).toEqual([
      ['starter', 'Business Starter', false],
      ['professional', 'Agency Growth', true],
      ['enterprise', 'Enterprise & White Label', false],
    ]);
  });

  it('shows monthly prices per month', () => {
    expect(shown('starter', 'monthly')).toBe('$299/month');
    expect(shown('professional', 'monthly')).toBe('$599/month');
    expect(shown('enterprise', 'monthly')).toBe('$999/month');
  });

  it('shows annual prices per month', () => {
    expect(shown('starter', 'annual')).toBe('$239/month');
    expect(shown('professional', 'annual')).toBe('$479/month');
    expect(shown('enterprise', 'annual')).toBe('$799/month');
  });

  it('shows lifetime prices with thousands separators and without /month', () => {
    expect(shown('starter', 'lifetime')).toBe('$10,764');
    expect(shown('professional', 'lifetime')).toBe('$21,564');
    expect(shown('enterprise', 'lifetime')).toBe('$35,964');
  });

  it('defaults to monthly and names the periods for the switch', () => {
    expect(billingPeriodOrder).toEqual(billingPeriods);
    expect(billingPeriodOrder.map((period) => billingPeriodLabels[period])).toEqual([
      'Monthly',
      'Annual',
      'Lifetime',
    ]);
  });

  it('notes the annual saving and the lifetime value, nothing for monthly', () => {
    expect(periodNote('monthly')).toBeNull();
    expect(periodNote('annual')).toBe('Save 20% with annual billing');
    expect(periodNote('lifetime')).toBe('Best value for long-term growth');
  });

  it('gives agents per plan and the conversion values of plan selection', () => {
    expect(plans.map((plan) => plan.agents)).toEqual([
      '1 AI agent',
      'Up to 10 AI agents',
      'Unlimited AI agents',
    ]);
    expect(plans.map((plan) => plan.conversionValue)).toEqual([299, 599, 999]);
  });
});
