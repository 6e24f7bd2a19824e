import * as z from 'zod/mini';
import { logFormSubmission } from './form-log.ts';
import { emailRule, fieldErrors, readFields, type FieldErrors } from './form-rules.ts';
import { wait } from './form-timing.ts';

export const NEWSLETTER_FIELDS = ['email'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
export type NewsletterValues = Record<NewsletterField, string>;

export const newsletterSchema = z.object({
  email: emailRule('Please enter a valid email address'),
});

export function validateNewsletter(values: NewsletterValues): FieldErrors<NewsletterField> {
  return fieldErrors(newsletterSchema, values);
}

/** What the /newsletter action answers; JSON, so it survives hydration. */
export type NewsletterResult =
  | {
      readonly status: 'error';
      readonly values: NewsletterValues;
      readonly errors: FieldErrors<NewsletterField>;
    }
  | { readonly status: 'success' };

/** The action's work, apart from the router: validate, wait (browser only), log, answer. */
export async function submitNewsletter(
  formData: FormData,
  delayMs: number,
): Promise<NewsletterResult> {
  const values = readFields(formData, NEWSLETTER_FIELDS);
  const errors = validateNewsletter(values);
  if (Object.keys(errors).length > 0) {
    logFormSubmission('newsletter', 'invalid', Object.keys(errors));
    return { status: 'error', values, errors };
  }
  if (delayMs > 0) await wait(delayMs);
  logFormSubmission('newsletter', 'accepted', NEWSLETTER_FIELDS);
  return { status: 'success' };
}
