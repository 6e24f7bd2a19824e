import { data, type ActionFunctionArgs } from 'react-router-dom';
import { submitDelayMs } from '../../forms/form-timing.ts';

/**
 * The newsletter subscription as a route action, for /newsletter and for pages that show the
 * result next to their own newsletter box: the browser runs it in place (simulated, no
 * request), the server runs it for a post without JavaScript. An invalid address answers 400.
 */
export async function newsletterAction({ request }: ActionFunctionArgs) {
  // The check loads with the first submit, not with the page.
  const { submitNewsletter } = await import('../../forms/newsletter-schema.ts');
  const result = await submitNewsletter(await request.formData(), submitDelayMs());
  return data(result, { status: result.status === 'error' ? 400 : 200 });
}
