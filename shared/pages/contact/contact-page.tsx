import type { ActionFunctionArgs } from 'react-router-dom';
import { CONTACT_FORM_TITLE_ID, ContactForm } from '../../forms/contact/contact-form.tsx';
import type { ContactResult } from '../../forms/contact/contact-fields.ts';
import { leadSubmits } from '../../forms/sending/lead-submits.ts';
import { submitDelayMs } from '../../forms/sending/form-timing.ts';
import { answerLeadPost } from '../../forms/sending/sent-page.ts';
import { useFormPostAnswer } from '../../forms/sending/use-form-post-answer.ts';
import type { PageHandle } from '../../routing/page-module.ts';
import { ContactFrame } from './contact-frame.tsx';

/**
 * Runs in the browser (fetcher; it sends the lead, 1 s at least) and on the server without
 * JavaScript, where a stored message is sent on to /contact?sent=1.
 */
export async function action({ request }: ActionFunctionArgs) {
  const result = await leadSubmits.contact(await request.formData(), submitDelayMs());
  return answerLeadPost(result, 'contact', request);
}

const SENT: ContactResult = { status: 'success' };

export const handle: PageHandle = {
  title: 'Contact Us',
  description:
    'Talk to our team about AI voice and chat agents. Send us a message or call us during business hours.',
};

export function Component() {
  const result = useFormPostAnswer('contact', SENT);
  return (
    <ContactFrame page={handle}>
      <h2 id={CONTACT_FORM_TITLE_ID} className="forms-card__title">
        Send Us a Message
      </h2>
      <p className="muted">
        Questions about AI agents, pricing or a partnership? Write to us and the right person will
        answer.
      </p>
      <ContactForm serverResult={result} />
    </ContactFrame>
  );
}
