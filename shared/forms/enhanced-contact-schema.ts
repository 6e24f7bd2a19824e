import * as z from 'zod/mini';
import {
  HOW_HEARD_VALUES,
  PLAN_INQUIRY_VALUES,
  type PlanInquiry,
} from '#content/contact/contact-options.ts';
import { subjectRule } from './contact-schema.ts';
import { fieldErrors, messageRule, nameRequiredRule, readFields } from './form-rules.ts';

export const ENHANCED_CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'howHeard',
  // Hidden: the plan a visitor asked about on the comparison page.
  'plan',
] as const;
export type EnhancedContactField = (typeof ENHANCED_CONTACT_FIELDS)[number];
export type EnhancedContactValues = Record<EnhancedContactField, string>;

export const ENHANCED_STEPS = [
  { title: 'Contact Details', fields: ['name', 'email', 'phone'] },
  { title: 'Your Message', fields: ['subject', 'message', 'howHeard'] },
  { title: 'Review', fields: [] },
] as const satisfies readonly { title: string; fields: readonly EnhancedContactField[] }[];
export const STEP_COUNT = ENHANCED_STEPS.length;
export const LAST_STEP = STEP_COUNT - 1;

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

export interface StepValidation {
  readonly valid: boolean;
  readonly invalid: readonly EnhancedContactField[];
  readonly messages: Partial<Record<EnhancedContactField, string>>;
}

export function validateStep(step: number, values: EnhancedContactValues): StepValidation {
  const schema = stepSchemas[step];
  if (!schema) return { valid: true, invalid: [], messages: {} };
  const errors = fieldErrors<EnhancedContactField>(schema, values);
  const invalid = ENHANCED_CONTACT_FIELDS.filter((field) => errors[field] !== undefined);
  const messages: Partial<Record<EnhancedContactField, string>> = {};
  for (const field of invalid) if (!SILENT_FIELDS.has(field)) messages[field] = errors[field];
  return { valid: invalid.length === 0, invalid, messages };
}

/** Step progress: step index over (steps minus 1), 0 to 1. */
export function stepProgress(step: number): number {
  return step / (STEP_COUNT - 1);
}

const INTENTS = ['next', 'previous', 'complete'] as const;
export type EnhancedContactIntent = (typeof INTENTS)[number];

export function isPlanInquiry(value: unknown): value is PlanInquiry {
  return (PLAN_INQUIRY_VALUES as readonly unknown[]).includes(value);
}

/**
 * A post of the form: only its own fields; an unknown how-heard answer or plan is dropped, a
 * missing or odd step is the first, a missing intent is Next (Enter in a field).
 */
export function parseEnhancedContactPost(formData: FormData): {
  values: EnhancedContactValues;
  step: number;
  intent: EnhancedContactIntent;
} {
  const values = readFields(formData, ENHANCED_CONTACT_FIELDS);
  if (!(HOW_HEARD_VALUES as readonly string[]).includes(values.howHeard)) values.howHeard = '';
  if (!isPlanInquiry(values.plan)) values.plan = '';
  const step = Number(formData.get('step'));
  const intent = formData.get('intent');
  return {
    values,
    step: Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0,
    intent: (INTENTS as readonly unknown[]).includes(intent)
      ? (intent as EnhancedContactIntent)
      : 'next',
  };
}
