import * as z from 'zod/mini';
import {
  emailRule,
  fieldErrors,
  matchesOrEmpty,
  nameRule,
  phoneRule,
  present,
  submitForm,
  type FieldErrors,
} from './form-rules.ts';

import {
  DEMO_REQUEST_FIELDS,
  type DemoRequestField,
  type DemoRequestResult,
  type DemoRequestValues,
} from './demo-request-fields.ts';

export {
  DEMO_REQUEST_FIELDS,
  type DemoRequestField,
  type DemoRequestResult,
  type DemoRequestValues,
} from './demo-request-fields.ts';

/** A domain with or without a scheme: visitors type "example.com" more often than a full URL. */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

/**
 * The validation of this form is our choice. We check only what the demo needs: a name to
 * greet, an email and a phone number to confirm by text and call (the contact form's messages).
 * The website is optional, but a typo in it is pointed out; additional info is free.
 */
export const demoRequestSchema = z.object({
  name: nameRule,
  email: emailRule(),
  website: z
    .string()
    .check(
      z.trim(),
      z.maxLength(2048, 'Website address is too long'),
      matchesOrEmpty(WEBSITE_PATTERN, 'Invalid website address'),
    ),
  phone: phoneRule.check(present('Phone number is required')),
  additionalInfo: z.string().check(z.maxLength(1500, 'Additional information is too long')),
});

export function validateDemoRequest(values: DemoRequestValues): FieldErrors<DemoRequestField> {
  return fieldErrors(demoRequestSchema, values);
}

export async function submitDemoRequest(
  formData: FormData,
  delayMs: number,
): Promise<DemoRequestResult> {
  const outcome = await submitForm(
    'demo-request',
    DEMO_REQUEST_FIELDS,
    validateDemoRequest,
    formData,
    delayMs,
  );
  if (outcome.status !== 'success') return outcome;
  return { status: 'success', firstName: outcome.values.name.trim().split(/\s+/)[0] ?? '' };
}
