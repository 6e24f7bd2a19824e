import * as z from 'zod/mini';
import { SUBJECT_VALUES } from '#content/contact/contact-options.ts';
import {
  emailRule,
  fieldErrors,
  messageRule,
  nameRule,
  phoneRule,
  submitForm,
  type FieldErrors,
} from '../fields/form-rules.ts';
import {
  CONTACT_FIELDS,
  MESSAGE_MIN_LENGTH,
  type ContactField,
  type ContactResult,
  type ContactValues,
} from './contact-fields.ts';

export {
  CONTACT_FIELDS,
  CONTACT_SUCCESS,
  MESSAGE_MIN_LENGTH,
  contactCompletion,
  type ContactField,
  type ContactResult,
  type ContactValues,
} from './contact-fields.ts';

/** Shared with the enhanced contact form's second step. */
export const subjectRule = z.enum(SUBJECT_VALUES, { error: 'Please select a subject' });

/** The /contact rules and messages. Length caps are ours: they keep a post well under 8 KB. */
export const contactSchema = z.object({
  name: nameRule,
  email: emailRule(),
  phone: phoneRule,
  subject: subjectRule,
  message: messageRule.check(
    z.minLength(MESSAGE_MIN_LENGTH, 'Message must be at least 10 characters'),
  ),
  additionalInfo: z
    .string()
    .check(z.maxLength(1500, 'Additional information must be 1,500 characters or fewer')),
});

export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  return fieldErrors(contactSchema, values);
}

export async function submitContact(formData: FormData, delayMs: number): Promise<ContactResult> {
  const outcome = await submitForm('contact', CONTACT_FIELDS, validateContact, formData, delayMs);
  // The success carries no values: the answer is serialized into the page.
  return outcome.status === 'success' ? { status: 'success' } : outcome;
}
