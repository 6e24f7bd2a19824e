import * as z from 'zod/mini';
import {
  emailRule,
  fieldErrors,
  nameRule,
  phoneRule,
  present,
  submitForm,
  type FieldErrors,
} from '../fields/form-rules.ts';

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
 * The spec lists the fields (only the additional info optional) and the website's URL type, but
 * no messages: these are ours. A name to greet, an email and a phone number to confirm by text
 * and call (the contact form's messages), the website the demo agent is built from (a domain
 * with or without its scheme); additional info is free.
 */
export const demoRequestSchema = z.object({
  name: nameRule,
  email: emailRule(),
  website: z
    .string()
    .check(
      z.trim(),
      present('Website is required'),
      z.maxLength(2048, 'Website address is too long'),
      z.regex(WEBSITE_PATTERN, 'Invalid website address'),
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
