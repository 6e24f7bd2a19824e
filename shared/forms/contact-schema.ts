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
} from './form-rules.ts';

export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'additionalInfo',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const MESSAGE_MIN_LENGTH = 10;
export const CONTACT_SUCCESS =
  "Thank you for your message! We'll get back to you as soon as possible.";

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

/** Share of the four things the form needs: name, email, subject, and a message of 10+ characters. */
export function contactCompletion(values: ContactValues): number {
  const done = [
    values.name.trim() !== '',
    values.email.trim() !== '',
    values.subject !== '',
    values.message.trim().length >= MESSAGE_MIN_LENGTH,
  ].filter(Boolean).length;
  return done * 25;
}

export type ContactResult =
  | {
      readonly status: 'error';
      readonly values: ContactValues;
      readonly errors: FieldErrors<ContactField>;
    }
  | { readonly status: 'success' };

export async function submitContact(formData: FormData, delayMs: number): Promise<ContactResult> {
  const outcome = await submitForm('contact', CONTACT_FIELDS, validateContact, formData, delayMs);
  // The success carries no values: the answer is serialized into the page.
  return outcome.status === 'error' ? outcome : { status: 'success' };
}
