/**
 * Plain option lists of the plan content: browser code imports these without loading zod
 * (the zod schemas in content/schema/pricing.ts are for tests and the server).
 */
export const planIds = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

export const billingPeriods = ['monthly', 'annual', 'lifetime'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
