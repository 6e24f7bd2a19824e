import type { BillingPeriod } from '#content/pricing/plan-options.ts';
import type { PricingPlan } from '#content/schema/pricing.ts';
import type { QueryParamOf } from '../../routing/route-manifest.ts';

/** Prices of the home and /pricing plans per billing period. */

export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';

/** Query parameter that carries the period on the home page and /pricing (`?billing=annual`). */
export const BILLING_QUERY_PARAM = 'billing' satisfies QueryParamOf<'home'> &
  QueryParamOf<'pricing'>;

export const billingPeriodLabels: Record<BillingPeriod, string> = {
  monthly: 'Monthly',
  annual: 'Annual',
  lifetime: 'Lifetime',
};

/** The switch's order; derived from the labels so every period has one. */
export const billingPeriodOrder = Object.keys(billingPeriodLabels) as BillingPeriod[];

export function planPrice(plan: PricingPlan, period: BillingPeriod): number {
  return plan.pricing[period];
}

/** Monthly and annual prices are per month; a lifetime price is paid once, so no suffix. */
export function priceSuffix(period: BillingPeriod): string {
  return period === 'lifetime' ? '' : '/month';
}

/** The small print under the price. */
export function billingDetail(period: BillingPeriod): string {
  switch (period) {
    case 'monthly':
      return 'Billed monthly';
    case 'annual':
      return 'Billed annually';
    case 'lifetime':
      return 'One-time payment';
  }
}

/** The note next to the period switch, if the period has one. */
export function periodNote(period: BillingPeriod): string | null {
  switch (period) {
    case 'monthly':
      return null;
    case 'annual':
      return 'Save 20% with annual billing';
    case 'lifetime':
      return 'Best value for long-term growth';
  }
}
