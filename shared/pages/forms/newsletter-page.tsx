import { data, useActionData, type ActionFunctionArgs } from 'react-router-dom';
import { contactContent } from '#content/contact.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { Section } from '../../components/section.tsx';
import { NewsletterForm } from '../../forms/newsletter-form.tsx';
import { submitNewsletter, type NewsletterResult } from '../../forms/newsletter-schema.ts';
import { submitDelayMs } from '../../forms/form-timing.ts';
import type { PageHandle } from '../../page-module.ts';

/** Every newsletter form posts here: in the browser through a fetcher, without JavaScript as a page. */
export async function action({ request }: ActionFunctionArgs) {
  const result = await submitNewsletter(await request.formData(), submitDelayMs());
  return data(result, { status: result.status === 'error' ? 400 : 200 });
}

export const handle: PageHandle = {
  title: 'Newsletter',
  description: 'Subscribe to our newsletter for AI agent tips, product news and case studies.',
};

export function Component() {
  const result = useActionData<NewsletterResult>();
  return (
    <>
      <PageHero title={handle.title} intro={handle.description} />
      <Section>
        <div className="forms-layout forms-layout--narrow">
          <div className="card forms-card">
            <NewsletterForm
              variant="card"
              idPrefix="newsletter-page"
              title="Join the newsletter"
              description={contactContent.newsletterFrequency}
              serverResult={result}
            />
          </div>
          <div className="forms-aside">
            <h2 className="forms-aside__title">What you get</h2>
            <ul className="check-list">
              {contactContent.newsletterPerks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
