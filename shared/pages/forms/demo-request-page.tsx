import type { ActionFunctionArgs } from 'react-router-dom';
import { contactContent } from '#content/contact/contact.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { DemoRequestForm } from '../../forms/demo-request/demo-request-form.tsx';
import type { DemoRequestResult } from '../../forms/demo-request/demo-request-fields.ts';
import { leadSubmits } from '../../forms/sending/lead-submits.ts';
import { submitDelayMs } from '../../forms/sending/form-timing.ts';
import { answerLeadPost } from '../../forms/sending/sent-page.ts';
import { useFormPostAnswer } from '../../forms/sending/use-form-post-answer.ts';
import type { PageHandle } from '../../routing/page-module.ts';

/**
 * The home hero's demo form posts here: in the browser through a fetcher, else as a page, and a
 * stored request is sent on to /demo-request?sent=1.
 */
export async function action({ request }: ActionFunctionArgs) {
  const result = await leadSubmits['demo-request'](await request.formData(), submitDelayMs());
  return answerLeadPost(result, 'demo-request', request);
}

// The address names no one, so the page's confirmation greets no one by name.
const SENT: DemoRequestResult = { status: 'success', firstName: '' };

export const handle: PageHandle = {
  title: 'Request Your Free AI Voice Agent Demo',
  description:
    'Tell us about your business and receive a live demo call from a custom AI voice agent.',
};

export function Component() {
  const result = useFormPostAnswer('demo-request', SENT);
  return (
    <>
      <PageHero title={handle.title} intro={handle.description} />
      <Section>
        <div className="forms-layout">
          <div className="card forms-card">
            <h2 className="forms-card__title">Your details</h2>
            <DemoRequestForm idPrefix="demo-page" serverResult={result} />
          </div>
          <div className="forms-aside">
            <h2 className="forms-aside__title">What happens next</h2>
            <ol className="forms-steps">
              {contactContent.demoSteps.map((step) => (
                <li key={step.title} className="forms-steps__item">
                  <h3 className="forms-steps__title">{step.title}</h3>
                  <p className="muted">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
    </>
  );
}
