import './zod-config.ts';
import * as z from 'zod/mini';
import { logFormSubmission } from '../sending/form-log.ts';
import { atLeast } from '../sending/form-timing.ts';
import {
  fillTime,
  recordLead,
  TRAP_FIELD,
  type LeadFailure,
  type LeadForm,
} from '../sending/lead-recorder.ts';
import { readFields, type FieldErrors } from './form-values.ts';

export type { FieldErrors } from './form-values.ts';

/** Text, @, a domain, a dot and a suffix of at least two letters: a "simple pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * US-style number with an optional country prefix: "(512) 555-0142", "512.555.0142",
 * "+1 512 555 0142", "5125550142".
 */
export const PHONE_PATTERN = /^(\+\d{1,3}[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** A presence check that stops the field's other checks: one message at a time. */
export function present(message: string) {
  return z.minLength(1, { error: message, abort: true });
}

/** A pattern an empty value also passes: optional fields still point out a typo. */
export function matchesOrEmpty(pattern: RegExp, message: string) {
  return z.refine<string>((value) => value === '' || pattern.test(value), message);
}

/*
 * The rules the forms share, each written once with its required messages. The forms add their
 * own checks with `.check(...)` (it returns a new schema), e.g. a cap or a minimum length.
 */
/** Presence only: the enhanced contact's first step. */
export const nameRequiredRule = z.string().check(z.trim(), present('Name is required'));
/** The cap is ours: it keeps a post well under 8 KB. */
export const nameRule = nameRequiredRule.check(z.maxLength(100, 'Name is too long'));

/** Required email of the simple pattern; the newsletter words the pattern's message its own way. */
export function emailRule(invalidMessage = 'Invalid email address') {
  return z
    .string()
    .check(z.trim(), present('Email is required'), z.regex(EMAIL_PATTERN, invalidMessage));
}

/** Optional phone; a form that needs one adds `present('Phone number is required')`. */
export const phoneRule = z
  .string()
  .check(z.trim(), matchesOrEmpty(PHONE_PATTERN, 'Invalid phone number'));

/** Required message; the cap is ours (a post stays well under 8 KB). */
export const messageRule = z
  .string()
  .check(
    z.trim(),
    present('Message is required'),
    z.maxLength(3000, 'Message must be 3,000 characters or fewer'),
  );

/**
 * Validates values with a form schema and returns the first message per field, in the order
 * the schema declares its fields (the order the form shows them and the summary lists them).
 */
/** What fieldErrors needs of a zod schema (full or mini). */
interface Validator {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

export function fieldErrors<Field extends string>(
  schema: Validator,
  values: Record<Field, string>,
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field as Field] = issue.message;
  }
  return errors;
}

/** What a simple form's submit answers: its errors, or the values it accepted. */
export type SubmitOutcome<Field extends string> =
  | {
      readonly status: 'error';
      readonly values: Record<Field, string>;
      readonly errors: FieldErrors<Field>;
    }
  | { readonly status: 'success'; readonly values: Record<Field, string> }
  | FailedSubmit<Field>;

/** Valid, but not stored (rate limit, store down): the form keeps what was typed. */
export interface FailedSubmit<Field extends string> {
  readonly status: 'failed';
  readonly values: Record<Field, string>;
  readonly reason: LeadFailure;
}

/**
 * The submit the simple forms share, apart from the router: read the form's own fields,
 * validate, record the lead (in the browser: send it, taking at least the spec's second), answer.
 */
export async function submitForm<Field extends string>(
  form: LeadForm,
  fields: readonly Field[],
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
  formData: FormData,
  delayMs: number,
): Promise<SubmitOutcome<Field>> {
  const values = readFields(formData, fields);
  const errors = validate(values);
  if (Object.keys(errors).length > 0) {
    logFormSubmission(form, 'invalid', Object.keys(errors));
    return { status: 'error', values, errors };
  }
  const trap = formData.get(TRAP_FIELD);
  const receipt = await atLeast(
    delayMs,
    recordLead({ form, values, trap: typeof trap === 'string' ? trap : '', filledMs: fillTime() }),
  );
  if (receipt.status === 'stored') return { status: 'success', values };
  logFormSubmission(form, 'failed', []);
  return { status: 'failed', values, reason: receipt.reason };
}
