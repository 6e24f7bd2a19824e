import { data, type ActionFunctionArgs } from 'react-router-dom';
import { formAnswerStatus } from '../../forms/form-answer.ts';
import { leadSubmits } from '../../forms/lead-submits.ts';
import { submitDelayMs } from '../../forms/form-timing.ts';

/**
 * The newsletter subscription as a route action, for /newsletter and for pages that show the
 * result next to their own newsletter box (/webinars, whose box is its webinar sign-up): the
 * browser runs it in place (it sends the address to the server), the server runs it for a post
 * without JavaScript. An invalid address answers 400.
 */
export function newsletterAction(form: 'newsletter' | 'webinar-signup') {
  return async function action({ request }: ActionFunctionArgs) {
    const result = await leadSubmits[form](await request.formData(), submitDelayMs());
    return data(result, { status: formAnswerStatus(result) });
  };
}
