import * as z from 'zod/mini';
import { emailRule, fieldErrors, submitForm, type FieldErrors } from './form-rules.ts';

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
  const outcome = await submitForm(
    'newsletter',
    NEWSLETTER_FIELDS,
    validateNewsletter,
    formData,
    delayMs,
  );
  return outcome.status === 'error' ? outcome : { status: 'success' };
}
