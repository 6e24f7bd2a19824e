import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { leadSubmits } from '../../forms/sending/lead-submits.ts';
import { submitDelayMs } from '../../forms/sending/form-timing.ts';
import type { NewsletterResult } from '../../forms/newsletter/newsletter-fields.ts';
import { answerLeadPost, type SentRouteId } from '../../forms/sending/sent-page.ts';

/** What a page hands its newsletter box at `?sent=1`. */
export const NEWSLETTER_SENT: NewsletterResult = { status: 'success' };

/**
 * The newsletter subscription as a route action, for /newsletter and for pages that show the
 * result next to their own newsletter box (/webinars, whose box is its webinar sign-up): the
 * browser runs it in place (it sends the address to the server), the server runs it for a post
 * without JavaScript and sends a stored address on to the page's `?sent=1` (at `hash`, where
 * the box is). A box on another page (the footer's, a blog subscribe box) posts the page it is
 * on, and a stored address is sent back there instead, with that box in its success state
 * (`subscribed=<box>`, newsletter-return.ts). An invalid address answers 400.
 */
export function newsletterAction(
  form: 'newsletter' | 'webinar-signup',
  page: SentRouteId,
  hash = '',
) {
  return async function action({ request }: ActionFunctionArgs) {
    const formData = await request.formData();
    const result = await leadSubmits[form](formData, submitDelayMs());
    // Without JavaScript a box posting here from another page goes back to it, in its success
    // state there (Post/Redirect/Get); the browser's fetcher gets the result itself.
    if (form === 'newsletter' && result.status === 'success' && typeof window === 'undefined') {
      const { newsletterReturnAddress } =
        await import('../../forms/newsletter/newsletter-return.ts');
      const address = newsletterReturnAddress(formData, request);
      if (address) return redirect(address, 303);
    }
    return answerLeadPost(result, page, request, hash);
  };
}
