import { z } from 'zod';
import { planIdSchema } from './plans.ts';

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
