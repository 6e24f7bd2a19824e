import type { ActionFunctionArgs } from 'react-router-dom';
import { leadSubmits } from '../../forms/lead-submits.ts';
import { submitDelayMs } from '../../forms/form-timing.ts';
import type { NewsletterResult } from '../../forms/newsletter-fields.ts';
import { answerLeadPost, type SentRouteId } from '../../forms/sent-page.ts';

/** What a page hands its newsletter box at `?sent=1`. */
export const NEWSLETTER_SENT: NewsletterResult = { status: 'success' };

/**
 * The newsletter subscription as a route action, for /newsletter and for pages that show the
 * result next to their own newsletter box (/webinars, whose box is its webinar sign-up): the
 * browser runs it in place (it sends the address to the server), the server runs it for a post
 * without JavaScript and sends a stored address on to the page's `?sent=1` (at `hash`, where
 * the box is). An invalid address answers 400.
 */
export function newsletterAction(
  form: 'newsletter' | 'webinar-signup',
  page: SentRouteId,
  hash = '',
) {
  return async function action({ request }: ActionFunctionArgs) {
    const result = await leadSubmits[form](await request.formData(), submitDelayMs());
    return answerLeadPost(result, page, request, hash);
  };
}
