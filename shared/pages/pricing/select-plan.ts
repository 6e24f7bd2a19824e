import type { PricingPlan } from '#content/schema/pricing.ts';
import { trackConversion, trackConversionClick } from '../../analytics/events.ts';

/** Where plan buttons lead; /enhanced-contact reads the state and preselects the plan. */
export const CONTACT_PATH = '/enhanced-contact';

/** The plan also rides in the query, so the page preselects it without JavaScript too. */
export function planContactHref(plan: PricingPlan['id'] | 'custom_plan'): string {
  return `${CONTACT_PATH}?plan=${plan}`;
}

export interface SelectedPlanState {
  readonly selectedPlan: PricingPlan['id'];
}
export interface CustomPlanState {
  readonly inquiry: 'custom_plan';
}

/** A conversion click "Select Plan" naming the plan, then `plan_selected` with its value. */
export function trackPlanSelection(plan: PricingPlan): void {
  trackConversionClick(`Select Plan: ${plan.id}`);
  trackConversion('plan_selected', plan.conversionValue);
}

/** Contact Sales for a custom plan logs `custom_plan_inquiry` with value 0. */
export function trackCustomPlanInquiry(): void {
  trackConversionClick('Contact Sales: custom_plan');
  trackConversion('custom_plan_inquiry', 0);
}
