import * as z from 'zod/mini';
import { emailRule, fieldErrors, submitForm, type FieldErrors } from '../fields/form-rules.ts';

import {
  NEWSLETTER_FIELDS,
  type NewsletterField,
  type NewsletterResult,
  type NewsletterValues,
} from './newsletter-fields.ts';

export {
  NEWSLETTER_FIELDS,
  type NewsletterField,
  type NewsletterResult,
  type NewsletterValues,
} from './newsletter-fields.ts';

export const newsletterSchema = z.object({
  email: emailRule('Please enter a valid email address'),
});

export function validateNewsletter(values: NewsletterValues): FieldErrors<NewsletterField> {
  return fieldErrors(newsletterSchema, values);
}

/** The action's work, apart from the router: validate, record the lead, answer. */
export async function submitNewsletter(
  formData: FormData,
  delayMs: number,
  form: 'newsletter' | 'webinar-signup' = 'newsletter',
): Promise<NewsletterResult> {
  const outcome = await submitForm(form, NEWSLETTER_FIELDS, validateNewsletter, formData, delayMs);
  return outcome.status === 'success' ? { status: 'success' } : outcome;
}
