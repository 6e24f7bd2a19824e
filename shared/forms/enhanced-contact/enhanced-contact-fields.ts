import {
  HOW_HEARD_VALUES,
  PLAN_INQUIRY_VALUES,
  type PlanInquiry,
} from '#content/contact/contact-options.ts';
import { readFields } from '../fields/form-values.ts';

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

export interface StepValidation {
  readonly valid: boolean;
  readonly invalid: readonly EnhancedContactField[];
  readonly messages: Partial<Record<EnhancedContactField, string>>;
}

/** A step's check (validateStep in enhanced-contact-schema.ts, loaded when the form is first used). */
export type StepCheck = (step: number, values: EnhancedContactValues) => StepValidation;

/** What a step shows before its check has run: no error. */
export const STEP_PASSED: StepValidation = { valid: true, invalid: [], messages: {} };

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
