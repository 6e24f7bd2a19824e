import { z } from 'zod';
import { planIds } from '../pricing/plan-options.ts';

export const planIdSchema = z.enum(planIds);

const price = z.number().int().positive();

/** A plan of the home and /pricing tables. Prices are whole US dollars. */
export const pricingPlanSchema = z.object({
  id: planIdSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  /** How many AI agents the plan includes, as shown on the card. */
  agents: z.string().min(1),
  features: z.array(z.string().min(1)).min(3),
  /** monthly and annual are per month; lifetime is a one-time payment. */
  pricing: z.object({ monthly: price, annual: price, lifetime: price }),
  popular: z.boolean(),
  /** Value of the `plan_selected` conversion when this plan is chosen. */
  conversionValue: z.number().int().nonnegative(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingPlansSchema = z
  .array(pricingPlanSchema)
  .length(3)
  .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, {
    message: 'plan ids must be unique',
  });

/** A cell: included or not, or a text label (e.g. the support level). */
export const comparisonValueSchema = z.union([z.boolean(), z.string().min(1)]);
export type ComparisonValue = z.infer<typeof comparisonValueSchema>;

export const comparisonRowSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** Shown in the row's info popover. */
  description: z.string().min(1),
  values: z.record(planIdSchema, comparisonValueSchema),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const comparisonRowsSchema = z
  .array(comparisonRowSchema)
  .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, {
    message: 'row ids must be unique',
  });
