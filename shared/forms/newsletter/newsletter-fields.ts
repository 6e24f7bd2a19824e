import type { FailedSubmit } from '../fields/form-rules.ts';
import type { FieldErrors } from '../fields/form-values.ts';
import { lazyValidator } from '../fields/lazy-validator.ts';

/** The newsletter form's field and answers as data; its rule is in newsletter-schema.ts. */
export const NEWSLETTER_FIELDS = ['email'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];
export type NewsletterValues = Record<NewsletterField, string>;
/**
 * The hidden field of a box posting to /newsletter: the path of the page it is on and, as the
 * fragment, the box (its id prefix), e.g. `/pricing#footer-newsletter`. Without JavaScript a
 * stored address is sent back there (newsletter-return.ts) with `subscribed=<box>`, which shows
 * that box, and no other, in its success state.
 */
export const RETURN_FIELD = 'returnTo';

/** What the /newsletter action answers; JSON, so it survives hydration. */
export type NewsletterResult =
  | {
      readonly status: 'error';
      readonly values: NewsletterValues;
      readonly errors: FieldErrors<NewsletterField>;
    }
  | { readonly status: 'success' }
  | FailedSubmit<NewsletterField>;

/** The form's check, loaded when the visitor first uses a newsletter form. */
export const newsletterValidator = lazyValidator(
  async () => (await import('./newsletter-schema.ts')).validateNewsletter,
);
