import type { FailedSubmit } from '../fields/form-rules.ts';
import type { FieldErrors } from '../fields/form-values.ts';
import { lazyValidator } from '../fields/lazy-validator.ts';

/** The /contact form's fields, answers and progress as data; its rules are in contact-schema.ts. */
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
/** Not in the spec (its submit could not fail): what a visitor needs to know, and do. */
export const CONTACT_FAILURE =
  "Sorry, we couldn't send your message just now. Please try again in a few minutes.";

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
  | { readonly status: 'success' }
  | FailedSubmit<ContactField>;

/** The form's checks, loaded when the visitor first uses the form. */
export const contactValidator = lazyValidator(
  async () => (await import('./contact-schema.ts')).validateContact,
);
