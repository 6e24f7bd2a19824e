import '../fields/zod-config.ts';
import * as z from 'zod/mini';
import type { PlanInquiry } from '#content/contact/contact-options.ts';
import { subjectRule } from '../contact/contact-schema.ts';
import {
  ENHANCED_CONTACT_FIELDS,
  type EnhancedContactField,
  type EnhancedContactValues,
  type StepValidation,
} from './enhanced-contact-fields.ts';
import { fieldErrors, messageRule, nameRequiredRule } from '../fields/form-rules.ts';

/**
 * Step validators. Step 1 checks presence only: a name ('Name is required') and an
 * email, which has no message of its own (its red border says it). Step 2 needs a subject and a
 * message. The review step has none.
 */
const stepSchemas = [
  z.object({
    name: nameRequiredRule,
    email: z.string().check(z.trim(), z.minLength(1, 'email')),
  }),
  z.object({ subject: subjectRule, message: messageRule }),
  z.object({}),
] as const;

/** Fields invalid without a message shown under them. */
const SILENT_FIELDS: ReadonlySet<EnhancedContactField> = new Set(['email']);

export function validateStep(step: number, values: EnhancedContactValues): StepValidation {
  const schema = stepSchemas[step];
  if (!schema) return { valid: true, invalid: [], messages: {} };
  const errors = fieldErrors<EnhancedContactField>(schema, values);
  const invalid = ENHANCED_CONTACT_FIELDS.filter((field) => errors[field] !== undefined);
  const messages: Partial<Record<EnhancedContactField, string>> = {};
  for (const field of invalid) if (!SILENT_FIELDS.has(field)) messages[field] = errors[field];
  return { valid: invalid.length === 0, invalid, messages };
}

/** What the pricing and comparison pages may hand over when they navigate here. */
const navigationStateSchema = z.object({
  selectedPlan: z.optional(z.enum(['starter', 'professional', 'enterprise'])),
  inquiry: z.optional(z.literal('custom_plan')),
});

/** The plan a visitor asked about, from the navigation state; anything else is ignored. */
export function planFromNavigation(state: unknown): PlanInquiry | undefined {
  const parsed = navigationStateSchema.safeParse(state ?? {});
  return parsed.success ? (parsed.data.selectedPlan ?? parsed.data.inquiry) : undefined;
}
